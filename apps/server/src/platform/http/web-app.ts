import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { SecurityHeaders } from './security-headers.ts';

/** Paths the single-page app never answers: they belong to the API, the docs or the platform. */
export const NON_APP_PREFIXES = ['/api/', '/b2b/', '/docs', '/media/', '/dev/api/', '/healthz', '/readyz'];

const INDEX_PATH = '/index.html';
const CONSOLE_INDEX = 'console/index.html';

/** `/console` and its screens' paths (not its files, which the file server answers). */
export const isConsolePath = (path: string) =>
  path === '/console' || (path.startsWith('/console/') && !/\.\w+$/.test(path));

let hashCache: { key: string; hashes: string[] } | undefined;

/**
 * Hashes of index.html's inline scripts, so the content security policy can allow exactly them. Read again whenever
 * index.html changes: rebuilding the web app under a running server must not leave a policy that blocks the new
 * build's scripts (a blank app).
 */
export function inlineScriptHashes(webDist: string): string[] {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  const stat = statSync(index);
  const key = `${index}:${stat.mtimeMs}:${stat.size}`;
  if (hashCache?.key === key) return hashCache.hashes;
  const html = readFileSync(index, 'utf8');
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((s) => s.trim().length > 0)
    .map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
  hashCache = { key, hashes };
  return hashes;
}

/** Whether the build in webDist carries /dev and the simulators (apps/web/vite.config.ts writes build-mode.json). */
export function buildHasDevTools(webDist: string): boolean {
  try {
    return (
      (JSON.parse(readFileSync(join(webDist, 'build-mode.json'), 'utf8')) as { devTools?: boolean }).devTools === true
    );
  } catch {
    return false;
  }
}

/**
 * Serves the built app with its pre-compressed .br/.gz files, and index.html for every app path. The page is where
 * the content security policy's script hashes are derived (`security`): a web app rebuilt under a running server is
 * allowed from its first page on, and no other request looks at index.html.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: { isProduction: boolean; security?: SecurityHeaders },
) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild && options.isProduction && buildHasDevTools(webDist))
    throw new Error(
      `The web app in ${webDist} was built with the development tools (/dev, simulators): run \`NODE_ENV=production npm run build\` before starting in production.`,
    );
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      // One route that looks a file up when asked, not one route per file found at start: listing the build and
      // registering its ~500 files (twice, GET and HEAD) was a third of a second start, and a web app rebuilt under a
      // running server is served whole. A missing file falls through to the not-found handler below.
      wildcard: true,
      index: false,
      // A directory (`/`, `/assets/`) is an app path for the handler below, never a 403 from the file server; so is
      // index.html itself, which goes out with the policy for its own scripts.
      allowedPath: (pathname) => !pathname.endsWith('/') && pathname !== INDEX_PATH,
      setHeaders(res, path) {
        // Hashed assets never change; index.html must always be revalidated.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApp =
      request.method === 'GET' &&
      (path === INDEX_PATH || (!NON_APP_PREFIXES.some((p) => path.startsWith(p)) && !/\.\w+$/.test(path)));
    // The operations console is a page of its own (apps/web/console, built into console/): its paths never get the H5.
    if (request.method === 'GET' && isConsolePath(path)) {
      if (!existsSync(join(webDist, CONSOLE_INDEX))) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The console is not built: run `npm run build`.');
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(CONSOLE_INDEX);
    }
    if (isApp && hasBuild) {
      if (options.security) reply.headers(options.security.allowScripts(inlineScriptHashes(webDist)));
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    if (isApp)
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built: run `npm run build`, then restart the server.');
    return reply.status(404).send({ code: 404, msg: '内容不存在', body: null });
  });
}
