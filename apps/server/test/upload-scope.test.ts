import { CODES } from '@app/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadScope } from '../src/platform/http/upload-scope.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The multipart plugin lives only in the upload routes' scope (platform/http/upload-scope.ts): every other request
// runs none of its hooks, and a file sent to a path that takes none is answered like any unreadable body.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const form = () => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'a.bin');
  return body;
};

describe('the upload scope', () => {
  it('answers a file sent to a path that takes none as a body it cannot read, and still takes a file where asked', async () => {
    const json = await fetch(`${t.url}/api/content/v1/pub/list`, { method: 'POST', body: form() });
    expect(json.status).toBe(CODES.badEnvelope.http);
    expect(await json.json()).toMatchObject({ code: CODES.badEnvelope.code, msg: CODES.badEnvelope.msg });
    // The upload path reads the file: not an image, so refused as one, not as an unreadable body.
    const me = await t.login();
    const upload = await fetch(`${t.url}/api/service/socialcontact/v1/upload/updateFile?h_token=${me.token}`, {
      method: 'POST',
      body: form(),
    });
    const answer = (await upload.json()) as { code: number; msg: string };
    expect(answer.code).not.toBe(CODES.badEnvelope.code);
    expect(answer.msg).not.toContain('multipart');
  });

  it('gives the plugin and its hooks to the routes added to it alone', async () => {
    const app = Fastify();
    const scope = uploadScope();
    let inScope = false;
    scope.add((s) => {
      inScope = s.hasRequestDecorator('file');
      s.post('/upload', async () => 'ok');
    });
    app.post('/other', async () => 'ok');
    await scope.mount(app);
    await app.ready();
    expect(inScope).toBe(true);
    expect(app.hasRequestDecorator('file')).toBe(false);
    expect(app.hasContentTypeParser('multipart/form-data')).toBe(false);
    await app.close();
  });
});
