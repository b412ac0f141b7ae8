import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, registerWebApp } from './web-app.ts';

const dists: string[] = [];
function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  dists.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
afterEach(() => dists.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the built web app', () => {
  it('production refuses a build that carries the development tools; development serves it', async () => {
    const dir = dist({ 'index.html': '<html></html>', 'build-mode.json': '{"devTools":true}' });
    await expect(registerWebApp(Fastify(), dir, { isProduction: true })).rejects.toThrow(/development tools/);
    await expect(registerWebApp(Fastify(), dir, { isProduction: false })).resolves.toBeUndefined();
    const production = dist({ 'index.html': '<html></html>', 'build-mode.json': '{"devTools":false}' });
    await expect(registerWebApp(Fastify(), production, { isProduction: true })).resolves.toBeUndefined();
  });

  it('allows the inline scripts of a rebuilt index.html without a restart', () => {
    const dir = dist({ 'index.html': '<script>window.a=1</script>' });
    const before = inlineScriptHashes(dir);
    writeFileSync(join(dir, 'index.html'), '<script>window.a=2</script><script src="/x.js"></script>');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'index.html'), later, later);
    const after = inlineScriptHashes(dir);
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
  });
});

describe('the console page', () => {
  it('answers /console and its screens with its own page, its files as files, and the H5 elsewhere', async () => {
    const dir = dist({ 'index.html': '<html>h5</html>' });
    mkdirSync(join(dir, 'console', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'console', 'index.html'), '<html>console</html>');
    writeFileSync(join(dir, 'console', 'assets', 'main-abc.js'), 'console.log(1)');
    const app = Fastify();
    await registerWebApp(app, dir, { isProduction: false });
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.body };
    };
    expect(await get('/console')).toEqual({ status: 200, body: '<html>console</html>' });
    expect(await get('/console/audit')).toEqual({ status: 200, body: '<html>console</html>' });
    expect(await get('/console/assets/main-abc.js')).toEqual({ status: 200, body: 'console.log(1)' });
    expect((await get('/console/assets/missing.js')).status).toBe(404);
    expect(await get('/speakTopic')).toEqual({ status: 200, body: '<html>h5</html>' });
    expect(await get('/consoles')).toEqual({ status: 200, body: '<html>h5</html>' });
    await app.close();
  });
});
