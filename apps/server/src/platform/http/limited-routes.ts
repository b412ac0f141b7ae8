import type { FastifyRequest, RouteOptions } from 'fastify';
import { MEDIA_PREFIX } from '../media/media-store.ts';

/** Whether a route's requests are counted: an API path of the contract, or a /media path (some of its requests). */
function countedPattern(url: string, config: { endpoint?: unknown } | undefined): boolean {
  // The contract's API paths; /healthz and /readyz are the balancer's, never limited.
  if (config?.endpoint !== undefined) return url.startsWith('/api/') || url.startsWith('/b2b/');
  return url.startsWith(MEDIA_PREFIX);
}

/**
 * Whether the general rate limit counts a request: every API path of the contract, and every /media request that asks
 * for a resized variant (the ones that may decode an image); decided by the route Fastify matched (its pattern and
 * config), never by the raw request target, which may be in absolute form. Plain media and the app's static files
 * are not counted: a page load fetches dozens of them, and carrier NAT puts thousands behind one address.
 */
export function isLimitedRoute(request: FastifyRequest): boolean {
  const { config } = request.routeOptions;
  if (!countedPattern(request.routeOptions.url ?? '', config)) return false;
  if (config?.endpoint !== undefined) return true;
  return request.method === 'GET' && (request.query as Record<string, unknown> | undefined)?.w !== undefined;
}

/**
 * The same decision at registration, for the routes none of whose requests are ever counted (the probes, the docs,
 * the app's files): they get no rate-limit hook at all (`config.rateLimit: false`), so they do not pay for one.
 * Add it as an onRoute hook before the rate-limit plugin; `isLimitedRoute` still decides per request on the others.
 */
export function skipRateLimitWhereNeverCounted(route: RouteOptions) {
  const { config } = route;
  if (config?.rateLimit !== undefined || countedPattern(route.url, config)) return;
  route.config = { ...config, rateLimit: false };
}
