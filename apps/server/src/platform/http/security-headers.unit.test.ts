import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import helmet from 'helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { helmetOptions, registerSecurityHeaders } from './security-headers.ts';
import { inlineScriptHashes } from './web-app.ts';

const dirs: string[] = [];
function webDist(html: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), html);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** An app with the precomputed headers, a route that answers, one that fails, and the 404 fallback. */
function appWith(dist: string, now?: () => number) {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, dist, now ? { now } : {});
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return app;
}

/** What helmet itself sets on a real response with the same options, run per request as @fastify/helmet did. */
async function helmetPerRequest(hashes: string[]) {
  const app = Fastify({ logger: false });
  app.addHook('onRequest', (request, reply, done) =>
    helmet(helmetOptions(hashes))(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  app.get('/ok', async () => ({ ok: true }));
  const res = await app.inject('/ok');
  await app.close();
  return res.headers;
}

const SECURITY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers built once', () => {
  it("are the headers helmet sets per request, on answers, failures and 404s, with the request's id", async () => {
    const dist = webDist('<script>window.a=1</script>');
    const app = appWith(dist);
    const expected = await helmetPerRequest(inlineScriptHashes(dist));
    for (const path of ['/ok', '/fails', '/nothing']) {
      const res = await app.inject(path);
      for (const name of SECURITY) expect([path, name, res.headers[name]]).toEqual([path, name, expected[name]]);
      expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    }
    expect(expected['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(expected['x-powered-by']).toBeUndefined();
    await app.close();
  });

  it("follows a rebuilt index.html's inline scripts once the recheck interval has passed", async () => {
    const dist = webDist('<script>window.a=1</script>');
    let now = 1_000_000;
    const app = appWith(dist, () => now);
    const before = (await app.inject('/ok')).headers['content-security-policy'];
    writeFileSync(join(dist, 'index.html'), '<script>window.a=2</script>');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'index.html'), later, later);
    // Within the interval the header set is the one built before; after it, the new script's hash is allowed.
    expect((await app.inject('/ok')).headers['content-security-policy']).toBe(before);
    now += 1_000;
    const after = (await app.inject('/ok')).headers['content-security-policy'];
    expect(after).not.toBe(before);
    expect(after).toContain("'sha256-");
    await app.close();
  });
});
