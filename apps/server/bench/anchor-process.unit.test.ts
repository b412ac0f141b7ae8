import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { measure, servedBy, startAnchor, stop, type ChildServer } from './anchor-process.ts';
import type { SameBytes } from './same-bytes-server.ts';

// The bench's anchors run beside it, never in it: an anchor started through anchor-process.ts lives in another
// process, and measuring a server listening in the bench's own process is refused before any load is sent.
describe('bench anchors', () => {
  let dir = '';
  let anchor: ChildServer | undefined;
  afterAll(async () => {
    if (anchor) await stop(anchor);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('starts an anchor in a process of its own, answering the bytes it was given', async () => {
    dir = await mkdtemp(join(tmpdir(), 'anchor-test-'));
    const file = join(dir, 'same-bytes.json');
    const answer: SameBytes = {
      method: 'GET',
      path: '/healthz',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: Buffer.from('{"code":0}').toString('base64'),
    };
    await writeFile(file, JSON.stringify([answer]));
    anchor = await startAnchor('same bytes', 'apps/server/bench/same-bytes-server.ts', { SAME_BYTES_FILE: file });
    expect(anchor.pid).not.toBe(process.pid);
    expect(anchor.pid).toBe(anchor.child.pid);
    const res = await fetch(`${anchor.base}/healthz`);
    expect(await res.text()).toBe('{"code":0}');
    expect((await servedBy(`${anchor.base}/healthz`)).pid).toBe(anchor.pid);
    const result = await measure({ url: `${anchor.base}/healthz`, connections: 1, amount: 20 });
    expect(result.non2xx + result.errors).toBe(0);
    expect(result.requests.total).toBeGreaterThanOrEqual(20);
  });

  it('refuses to measure a server listening in its own process', async () => {
    const app = Fastify({ logger: false });
    app.get('/healthz', () => ({ ok: true }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await expect(measure({ url: `${base}/healthz`, connections: 1, amount: 1 })).rejects.toThrow(/own process/);
    } finally {
      await app.close();
    }
  });

  it('refuses a URL no child of the bench serves', async () => {
    await expect(servedBy('http://127.0.0.1:1/healthz')).rejects.toThrow(/not served by a child process/);
  });
});
