import { afterEach, describe, expect, it } from 'vitest';
import { configureHttp } from './http';
import { UPLOAD_PATH, uploadFile, uploadIntentKey } from './upload';

// docs/product/nothing-twice.md, "In the web app": an upload carries one Idempotency-Key per file chosen, the same on
// a double tap or a retry, a new one once it has succeeded.

const form = (file: File) => {
  const data = new FormData();
  data.append('file', file, file.name);
  return data;
};

/** A stand-in XMLHttpRequest: records each request's headers and answers with the next of `answers`. */
function fakeXhr(answers: { code: number }[]) {
  const sent: Record<string, string>[] = [];
  class FakeXhr {
    upload = { onprogress: null };
    timeout = 0;
    responseType = '';
    responseText = '';
    status = 200;
    onload: (() => void) | null = null;
    onerror = null;
    ontimeout = null;
    onabort = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {
      sent.push(this.headers);
      this.responseText = JSON.stringify({ ...answers.shift(), msg: '', body: { fileId: '1', url: '/f.png' } });
      queueMicrotask(() => this.onload?.());
    }
  }
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
  return sent;
}

afterEach(() => {
  delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
});

describe('upload intent keys', () => {
  it('give one file one key, another file another', () => {
    const [a, b] = [new File(['a'], 'a.png'), new File(['b'], 'b.png')];
    expect(uploadIntentKey(a)).toBe(uploadIntentKey(a));
    expect(uploadIntentKey(b)).not.toBe(uploadIntentKey(a));
  });

  it('are sent on an idempotent path: a retry after a failure repeats the key, a success ends it', async () => {
    configureHttp({ idempotentPaths: new Set([UPLOAD_PATH]), onFailure: () => {} });
    const sent = fakeXhr([{ code: 1 }, { code: 0 }, { code: 0 }]);
    const file = new File(['pixels'], 'p.png');
    await expect(uploadFile(form(file), { toast: false, intent: file })).rejects.toThrow();
    await uploadFile(form(file), { toast: false, intent: file });
    await uploadFile(form(file), { toast: false, intent: file });
    const keys = sent.map((h) => h['idempotency-key']);
    expect(keys[0]).toMatch(/^"[0-9a-f-]{32,36}"$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('are not sent where the contract does not mark the path a create', async () => {
    configureHttp({ idempotentPaths: new Set(), onFailure: () => {} });
    const sent = fakeXhr([{ code: 0 }]);
    await uploadFile(form(new File(['x'], 'x.xlsx')), { toast: false }, UPLOAD_PATH);
    expect(sent[0]).not.toHaveProperty('idempotency-key');
  });
});
