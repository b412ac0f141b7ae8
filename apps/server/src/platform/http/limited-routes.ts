import type { FastifyRequest } from 'fastify';

/**
 * Whether the general rate limit counts a request: every path of the contract, decided by the route Fastify
 * matched (its pattern and config), never by the raw request target, which may be in absolute form.
 */
export function isLimitedRoute(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { endpoint?: unknown } | undefined;
  return config?.endpoint !== undefined;
}
