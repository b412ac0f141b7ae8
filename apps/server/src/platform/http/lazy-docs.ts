import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { openApiOptions } from './openapi.ts';

/** Request headers the documentation's own server may answer differently by (caching, content type). */
const FORWARDED = ['accept', 'if-none-match', 'if-modified-since'] as const;
/** Response headers that belong to the connection, not to the answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/**
 * OpenAPI and Swagger UI at /docs, built on the first visit instead of at every start: loading @fastify/swagger and
 * its UI and describing ~200 routes was a fifth of a second start, for a page developers open now and then.
 *
 * Every route the app registers is noted as it is added (method, path, schema, constraints); the first /docs request
 * builds a small Fastify instance with the same routes, empty handlers, @fastify/swagger and its UI, and /docs
 * answers through it from then on. Call before any route is registered.
 */
export function registerLazyDocs(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/docs')) routes.push(route);
  });
  let docs: Promise<FastifyInstance> | undefined;

  const build = async () => {
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    // HEAD routes are copied as the app has them: none made up here.
    const inner = Fastify({ logger: false, exposeHeadRoutes: false });
    await inner.register(swagger, openApiOptions());
    await inner.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    inner.after(() => {
      for (const route of routes) {
        inner.route({
          method: route.method,
          url: route.url,
          ...(route.schema ? { schema: route.schema } : {}),
          ...(route.constraints ? { constraints: route.constraints } : {}),
          handler: async () => null,
        });
      }
    });
    await inner.ready();
    return inner;
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= build().catch((err: unknown) => {
      docs = undefined; // a failed build is tried again on the next visit
      throw err;
    });
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await (await docs).inject({ method: 'GET', url: request.url, headers });
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) reply.header(name, value);
    }
    return reply.status(response.statusCode).send(response.rawPayload);
  };
  app.get('/docs', answer);
  app.get('/docs/*', answer);
}
