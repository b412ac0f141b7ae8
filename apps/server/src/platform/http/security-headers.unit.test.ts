import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import helmet from 'helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { helmetOptions, registerSecurityHeaders, securityHeaders } from './security-headers.ts';
import { inlineScriptHashes, registerWebApp } from './web-app.ts';

const dirs: string[] = [];
function webDist(html: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), html);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * An app wired as app.ts wires it: the precomputed headers, a route that answers, one that fails, and the web app
 * (its page, and the 404 fallback for everything else).
 */
async function appWith(dist: string) {
  const app = Fastify({ logger: false });
  const security = securityHeaders(inlineScriptHashes(dist));
  registerSecurityHeaders(app, security);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await registerWebApp(app, dist, { isProduction: false, security });
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
    const app = await appWith(dist);
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

  it("follows a rebuilt index.html's inline scripts from its first page on, without reading it for other answers", async () => {
    const dist = webDist('<script>window.a=1</script>');
    const app = await appWith(dist);
    const csp = async (path: string) => (await app.inject(path)).headers['content-security-policy'];
    const before = await csp('/ok');
    expect(await csp('/')).toBe(before);
    writeFileSync(join(dist, 'index.html'), '<script>window.a=2</script>');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'index.html'), later, later);
    // An API answer does not look at the file: it keeps the set built before.
    expect(await csp('/ok')).toBe(before);
    // The page itself is served with its new script allowed, whether asked for by an app path or by name...
    const page = await app.inject('/topicSquare');
    expect(page.body).toBe('<script>window.a=2</script>');
    const after = page.headers['content-security-policy'];
    expect(after).not.toBe(before);
    expect(after).toBe((await helmetPerRequest(inlineScriptHashes(dist)))['content-security-policy']);
    expect(await csp('/index.html')).toBe(after);
    // ...and every answer after it carries the same set.
    expect(await csp('/ok')).toBe(after);
    expect(await csp('/fails')).toBe(after);
    await app.close();
  });
});
