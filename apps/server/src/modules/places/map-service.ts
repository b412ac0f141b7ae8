import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

const require = createRequire(import.meta.url);

/** The offline base map: Natural Earth country outlines (world-atlas, TopoJSON) served by this server. */
export const OFFLINE_MAP_PATH = '/map/countries-50m.json';
const OFFLINE_FILES: Record<string, string> = {
  '/map/countries-110m.json': 'world-atlas/countries-110m.json',
  '/map/countries-50m.json': 'world-atlas/countries-50m.json',
  '/map/land-110m.json': 'world-atlas/land-110m.json',
};

/** map/authentication: the tile source from MAP_TILE_URL, or our own outlines when none is set. */
export function mapSettings(app: AppContext) {
  const url = app.config.MAP_TILE_URL;
  return {
    provider: url ? ('tiles' as const) : ('offline' as const),
    tileUrl: url ?? null,
    coordType: url ? app.config.MAP_TILE_COORD : ('wgs84' as const),
    attribution: url ? app.config.MAP_TILE_ATTRIBUTION : 'Natural Earth',
    offlineUrl: OFFLINE_MAP_PATH,
    maxZoom: url ? 18 : 8,
  };
}

/** Serves the world-atlas files, read and gzipped once on first request, cached by browsers for a day. */
export function registerOfflineMap(app: FastifyInstance) {
  const cache = new Map<string, { raw: Buffer; gz: Buffer }>();
  for (const [path, file] of Object.entries(OFFLINE_FILES)) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      let entry = cache.get(path);
      if (!entry) {
        const raw = await readFile(require.resolve(file));
        entry = { raw, gz: gzipSync(raw) };
        cache.set(path, entry);
      }
      reply
        .type('application/json')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(entry.gz);
      }
      return reply.send(entry.raw);
    });
  }
}
