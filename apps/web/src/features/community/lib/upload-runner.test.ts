import { describe, expect, it } from 'vitest';
import { createUploadRunner, type Uploader } from './upload-runner';

type Pending = {
  file: string;
  progress: (f: number) => void;
  resolve: () => void;
  reject: (e: unknown) => void;
  signal: AbortSignal;
};

function fakeUploader() {
  const pending: Pending[] = [];
  const upload: Uploader<string> = (file, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      pending.push({
        file,
        signal,
        progress: onProgress,
        resolve: () => resolve({ fileId: `id-${file}`, url: `/media/${file}.jpg`, width: 1, height: 1 }),
        reject,
      });
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  return { upload, pending };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const pick = (...names: string[]) => names.map((file) => ({ file, previewUrl: `blob:${file}` }));

describe('the upload runner', () => {
  it('uploads three at a time with progress, then the rest, in the order picked', async () => {
    const { upload, pending } = fakeUploader();
    const runner = createUploadRunner({ upload, describeError: () => '失败' });
    expect(runner.add(pick('a', 'b', 'c', 'd'))).toBe(4);
    expect(pending.map((p) => p.file)).toEqual(['a', 'b', 'c']);
    pending[0]!.progress(0.4);
    expect(runner.getItems()[0]).toMatchObject({ status: 'uploading', progress: 0.4 });
    pending[1]!.resolve();
    await tick();
    expect(pending.map((p) => p.file)).toEqual(['a', 'b', 'c', 'd']);
    for (const p of pending) p.resolve();
    await tick();
    expect(runner.getItems().map((i) => i.result?.fileId)).toEqual(['id-a', 'id-b', 'id-c', 'id-d']);
  });

  it('answers the files not up yet, in order, for keeping on the phone', async () => {
    const { upload, pending } = fakeUploader();
    const runner = createUploadRunner({ upload, describeError: () => '失败' });
    runner.add(pick('a', 'b', 'c', 'd'));
    pending[1]!.resolve();
    pending[2]!.reject(new Error('offline'));
    await tick();
    // b is up; a uploads, c failed, d waits for a place.
    expect(runner.pendingFiles()).toEqual(['a', 'c', 'd']);
    runner.remove(runner.getItems()[0]!.key);
    expect(runner.pendingFiles()).toEqual(['c', 'd']);
  });

  it('takes no more than 9 and frees the previews it refused', () => {
    const { upload } = fakeUploader();
    const revoked: string[] = [];
    const runner = createUploadRunner({ upload, describeError: () => '', revoke: (u) => revoked.push(u) });
    expect(runner.add(pick(...'abcdefghijk'.split('')))).toBe(9);
    expect(revoked).toEqual(['blob:j', 'blob:k']);
  });

  it('shows a failure on its tile and retries it', async () => {
    const { upload, pending } = fakeUploader();
    const runner = createUploadRunner({ upload, describeError: (e) => `失败：${(e as Error).message}` });
    runner.add(pick('a'));
    pending[0]!.reject(new Error('网络'));
    await tick();
    expect(runner.getItems()[0]).toMatchObject({ status: 'failed', error: '失败：网络' });
    runner.retry(runner.getItems()[0]!.key);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve();
    await tick();
    expect(runner.getItems()[0]?.status).toBe('done');
  });

  it('aborts a removed upload without reporting it as failed', async () => {
    const { upload, pending } = fakeUploader();
    const revoked: string[] = [];
    const runner = createUploadRunner({ upload, describeError: () => 'x', revoke: (u) => revoked.push(u) });
    runner.add(pick('a', 'b'));
    runner.remove(runner.getItems()[0]!.key);
    await tick();
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(runner.getItems().map((i) => i.previewUrl)).toEqual(['blob:b']);
    expect(revoked).toEqual(['blob:a']);
  });

  it('starts from a restored draft and tells listeners of every change', () => {
    const { upload } = fakeUploader();
    const runner = createUploadRunner({
      upload,
      describeError: () => '',
      initial: [{ fileId: 'f1', url: '/media/1.jpg', width: 1, height: 1 }],
    });
    let calls = 0;
    runner.subscribe(() => calls++);
    expect(runner.getItems()[0]).toMatchObject({ status: 'done', previewUrl: '/media/1.jpg' });
    runner.add(pick('a'));
    expect(calls).toBeGreaterThanOrEqual(2);
    runner.dispose();
  });
});
