import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { modules } from './modules/index.ts';
import type { AppContext } from './platform/context.ts';
import { checkQueryShapes } from './platform/db/query-shapes.ts';
import { clientErrorHandler } from './platform/http/client-error.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerJsonParser } from './platform/http/json-depth.ts';
import { registerLazyDocs } from './platform/http/lazy-docs.ts';
import { isLimitedRoute, skipRateLimitWhereNeverCounted } from './platform/http/limited-routes.ts';
import { AccessLog, loggerOptions } from './platform/http/logger.ts';
import { registerMediaRoutes } from './platform/http/media-routes.ts';
import { registerEndpoints, type Coverage } from './platform/http/register-endpoints.ts';
import { registerSecurityHeaders, securityHeaders } from './platform/http/security-headers.ts';
import { registerUnreadBodyDrain } from './platform/http/unread-body.ts';
import { uploadScope } from './platform/http/upload-scope.ts';
import { inlineScriptHashes, registerWebApp } from './platform/http/web-app.ts';
import { startJobWorker } from './platform/jobs/job-worker.ts';
import { startOutbox, type Outbox } from './platform/outbox/outbox.ts';

export interface BuiltApp {
  app: FastifyInstance;
  coverage: Coverage;
  outbox: Outbox;
}

export async function buildApp(
  ctx: AppContext,
  options: { logger?: boolean; lap?: (phase: string) => void } = {},
): Promise<BuiltApp> {
  const { config } = ctx;
  // Development's checks of what we answer (CHECK_RESPONSES): each response against its schema, each shaped query's
  // text against one built afresh.
  checkQueryShapes(config.checkResponses);
  const lap = options.lap ?? (() => {});
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, { short: !config.isProduction }),
    // One access line per request, at its completion (logger.ts).
    logController: new AccessLog(),
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 65_000,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 500 },
    clientErrorHandler,
  });
  // helmet's headers and the request id, built once (security-headers.ts); the web app's page keeps the script
  // hashes of its policy current.
  const security = securityHeaders(inlineScriptHashes(config.webDist));
  registerSecurityHeaders(app, security);
  // Routes none of whose requests are counted get no rate-limit hook (registered before the plugin's own onRoute).
  app.addHook('onRoute', skipRateLimitWhereNeverCounted);
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler',
    // Several instances share counters through Redis when it is configured.
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: `${config.REDIS_NAMESPACE}ratelimit:`, skipOnError: true } : {}),
    // Carrier NAT puts thousands behind one address: logged-in callers are limited per user.
    keyGenerator: (request) =>
      request.operator ? `op:${request.operator.id}` : request.user ? `u:${request.user.id}` : `ip:${request.ip}`,
    // The API is limited; the app's static files are not (a page load fetches dozens of chunks). Decided by the
    // matched route, never the raw target, so an absolute-form target (`POST http://host/api/...`) is counted too.
    allowList: (request) => !isLimitedRoute(request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 4290,
      msg: '操作太频繁，请稍后再试',
      body: { retryAfter: Math.ceil(context.ttl / 1000) },
    }),
  });
  lap('fastify and plugins');
  registerLazyDocs(app);
  lap('docs');

  registerErrorHandler(app, config);
  // An answer sent before its body was read still lets the client finish sending and read it (unread-body.ts).
  registerUnreadBodyDrain(app);
  // JSON bodies nested past a limit are refused as they are parsed, on every path (json-depth.ts).
  registerJsonParser(app);
  registerMediaRoutes(app, ctx);
  // The routes that take a file, in a scope of their own with the multipart plugin (upload-scope.ts).
  const uploads = uploadScope();
  for (const m of modules) {
    await m.register?.(app, ctx);
    if (m.uploads) uploads.add((scope) => m.uploads!(scope, ctx));
  }
  lap('module routes and sandbox');
  const coverage = registerEndpoints(
    app,
    ctx,
    modules.flatMap((m) => m.routes),
    uploads,
  );
  lap('endpoints');
  await registerWebApp(app, config.webDist, { isProduction: config.isProduction, security });
  lap('web app');
  // Slow work (GIFs from videos, search re-indexing) runs in a database-backed queue polled by this process; it stops with the app.
  const worker = startJobWorker(ctx, Object.assign({}, ...modules.map((m) => m.jobs ?? {})));
  app.addHook('onClose', () => worker.stop());
  lap('job worker');
  // Events the areas publish (decision 0018): delivered to their consumers by a background loop, and before the answer
  // of a request that published some, so a reader asking right after the writer sees what it changed (a new post found
  // by search). The check is synchronous; only an answer with something to deliver waits.
  const outbox = startOutbox(
    ctx,
    modules.flatMap((m) => m.consumers ?? []),
    {
      pollMs: config.JOB_POLL_MS,
      onError: (consumer, event, err) => app.log.error({ err, consumer, event: event?.id }, 'outbox delivery failed'),
    },
  );
  app.addHook('onSend', (_request, _reply, payload, done) => {
    if (!outbox.hasPending()) return done(null, payload);
    outbox.drain().then(
      () => done(null, payload),
      () => done(null, payload),
    );
  });
  app.addHook('onClose', () => outbox.stop());
  // Last: the upload scope inherits every hook above.
  await uploads.mount(app);
  return { app, coverage, outbox };
}
