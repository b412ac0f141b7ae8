import type { FastifyRequest } from 'fastify';
import { MEDIA_PREFIX } from '../media/media-store.ts';

/**
 * Whether the general rate limit counts a request: every API path of the contract, and every /media request that asks
 * for a resized variant (the ones that may decode an image); decided by the route Fastify matched (its pattern and
 * config), never by the raw request target, which may be in absolute form. Plain media and the app's static files
 * are not counted: a page load fetches dozens of them, and carrier NAT puts thousands behind one address.
 */
export function isLimitedRoute(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { endpoint?: unknown } | undefined;
  const route = request.routeOptions.url ?? '';
  // The contract's API paths; /healthz and /readyz are the balancer's, never limited.
  if (config?.endpoint !== undefined) return route.startsWith('/api/') || route.startsWith('/b2b/');
  const media = route.startsWith(MEDIA_PREFIX);
  return media && request.method === 'GET' && (request.query as Record<string, unknown> | undefined)?.w !== undefined;
}
