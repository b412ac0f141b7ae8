import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { mapCityLabels } from './destination-repository.ts';

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

/** The offline base map's city names: the biggest cities, enough to name every country's main ones. */
export const CITY_LABELS_PATH = '/map/cities.json';
const CITY_LABELS = 4000;

/**
 * The city names as compact rows `[name, lat, lng, population]`, made once per process (reference data changes
 * only with a release) and gzipped, so a phone keeps one file of them for every zoom of the offline base map.
 */
async function cityLabels(ctx: AppContext) {
  const rows = await mapCityLabels(ctx.db, CITY_LABELS);
  const raw = Buffer.from(
    JSON.stringify(rows.map((r) => [r.name, Number(r.lat), Number(r.lng), Number(r.population)])),
  );
  return { raw, gz: gzipSync(raw) };
}

/** Serves the world-atlas files and the city names, made and gzipped once on first request, cached for a day. */
export function registerOfflineMap(app: FastifyInstance, ctx: AppContext) {
  const cache = new Map<string, { raw: Buffer; gz: Buffer }>();
  const makers: Record<string, () => Promise<{ raw: Buffer; gz: Buffer }>> = {
    ...Object.fromEntries(
      Object.entries(OFFLINE_FILES).map(([path, file]) => [
        path,
        async () => {
          const raw = await readFile(require.resolve(file));
          return { raw, gz: gzipSync(raw) };
        },
      ]),
    ),
    [CITY_LABELS_PATH]: () => cityLabels(ctx),
  };
  for (const [path, make] of Object.entries(makers)) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      let entry = cache.get(path);
      if (!entry) {
        entry = await make();
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
