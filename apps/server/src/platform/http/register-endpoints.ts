import { CODES, ENDPOINTS, multipartRequest, type Endpoint } from '@app/contract';
import { isEnvelope, parseSec } from '@app/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { allows } from '../auth/console-policy.ts';
import { consoleTokenFromHeader, resolveOperator, type ConsoleOperator } from '../auth/operator-sessions.ts';
import { resolveSession, tokenFromRequest, type SessionUser } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { openEnvelope, sealedAnswer } from '../envelope/envelope-guard.ts';
import { ACTIONS, createActionLimiter, DEFAULT_ACTION_LIMITS } from './action-limits.ts';
import { AppError } from './app-error.ts';
import { createCachedReads, sentPayload } from './cached-reads.ts';
import { valueTooDeep } from './json-depth.ts';
import { createIdempotency, fingerprintOf, idempotencyKeyOf } from './idempotency.ts';
import { REPLIED, type RouteContext, type RouteDef } from './routes.ts';
import { JSON_TYPE, sendStored } from './stored-answer.ts';
import type { UploadScope } from './upload-scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The operator of a console path's session (`auth: 'console'`); null everywhere else. */
    operator: ConsoleOperator | null;
    /** The app id of an enveloped request: its answer is sealed for the same client. */
    envelopeAppId: string | undefined;
    /** A login path reached without a valid token: whatever the body holds, the answer is body code 429. */
    sessionRefused: boolean;
  }
  interface FastifyContextConfig {
    /** The contract's entry for a route registered from it. */
    endpoint?: Endpoint;
  }
}

export interface Coverage {
  built: string[];
  notBuilt: string[];
}

/**
 * Registers every path of the contract. Checks run in docs/product/api-conventions.md's order: the token on login paths,
 * then the envelope, then the schema, then the business rule.
 */
export function registerEndpoints(
  app: FastifyInstance,
  ctx: AppContext,
  routes: RouteDef[],
  uploads: UploadScope,
): Coverage {
  const byPath = new Map<string, RouteDef>();
  for (const route of routes) {
    const endpoint = ENDPOINTS.find((e) => e.path === route.path);
    if (!endpoint) throw new Error(`route ${route.path} is not in the contract`);
    if (endpoint.request !== route.request) throw new Error(`route ${route.path} does not use the contract's schema`);
    if (byPath.has(route.path)) throw new Error(`route ${route.path} defined twice`);
    // A console answer is an operator's view: never stored, never shared.
    if (endpoint.auth === 'console' && route.cache)
      throw new Error(`route ${route.path}: console paths are not cached`);
    byPath.set(route.path, route);
  }
  const limitAction = createActionLimiter({
    limits: { ...DEFAULT_ACTION_LIMITS, ...ctx.config.actionLimits },
    addressFactor: ctx.config.ACTION_LIMIT_ADDRESS_FACTOR,
    redis: ctx.redis,
    namespace: ctx.config.REDIS_NAMESPACE,
  });
  for (const route of routes) {
    if (route.limit && !ACTIONS.includes(route.limit))
      throw new Error(`route ${route.path}: unknown limit ${route.limit}`);
  }
  const cache = createCachedReads(ctx);
  // The general rate limit as a function (the plugin's own, with its store): a cached read's miss is counted with it.
  const limitRead = app.rateLimit().bind(app);
  const idempotency = createIdempotency(ctx);
  /** The action limit, the route, and the micro-cache's invalidation after a write. */
  const runRoute = async (route: RouteDef, endpoint: Endpoint, routeContext: RouteContext<unknown>) => {
    const { request } = routeContext;
    if (route.limit) await limitAction(route.limit, { userId: request.user?.id ?? null, ip: request.ip });
    try {
      return await route.handle(routeContext);
    } finally {
      // After the write's transaction: a reader that sees the new generation reads what the write committed.
      if (endpoint.write) await cache.invalidate();
    }
  };
  app.decorateRequest('user', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('envelopeAppId', undefined);
  app.decorateRequest('sessionRefused', false);

  for (const endpoint of ENDPOINTS) {
    const route = byPath.get(endpoint.path);
    const method = endpoint.method === 'GET' ? 'GET' : 'POST';
    const options: RouteOptions = {
      method,
      url: endpoint.path,
      schema: { hide: false, summary: endpoint.summary, tags: [areaOf(endpoint)] },
      // A cached read's early hit is never counted by the general rate limit: it costs what /healthz costs, and so
      // would refusing it (decision 0016). Every other request to it is counted in the handler.
      config: route?.cache ? { endpoint, rateLimit: false } : { endpoint },
      // The token is resolved before rate limiting so limits on logged-in paths are keyed by user, and before the
      // body is parsed: on a login path without a valid token, a malformed or oversize body still answers 429
      // (the error handler sees `sessionRefused`), so an anonymous caller learns nothing about the payload.
      // A path open to anyone has no such hook at all, and a request without a token costs no promise.
      ...(endpoint.auth === 'none'
        ? {}
        : endpoint.auth === 'console'
          ? {
              // Only a console session opens a console path: an app user's token is no console token (body code 429).
              onRequest: (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
                resolveOperator(ctx.db, consoleTokenFromHeader(request.headers.authorization)).then((operator) => {
                  request.operator = operator;
                  if (!operator) request.sessionRefused = true;
                  done();
                }, done);
              },
            }
          : {
              onRequest: (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
                const token = tokenFromRequest(request.query, request.headers.authorization);
                if (!token) {
                  if (endpoint.auth === 'login') request.sessionRefused = true;
                  return done();
                }
                resolveSession(ctx, token).then((user) => {
                  request.user = user;
                  if (endpoint.auth === 'login' && !user) request.sessionRefused = true;
                  done();
                }, done);
              },
            }),
      // A path that takes only sealed bodies refuses plain ones, so only the others serve plain hits early.
      ...(route?.cache && !endpoint.enc ? { preValidation: cache.serveHit(route, endpoint) } : {}),
      handler: async (request, reply) => {
        if (request.sessionRefused) {
          return send(reply, CODES.notLoggedIn, undefined, answerClient(ctx.config, request), ctx);
        }
        // A console role without the path's permission learns nothing about the payload either.
        if (endpoint.permission && !allows(request.operator?.roles ?? [], endpoint.permission)) {
          return send(reply, CODES.forbidden, undefined, undefined, ctx);
        }
        // Everything but an early hit counts against the general rate limit, whose hook a cached read does not run.
        if (route?.cache) await limitRead(request, reply);
        const payload = await readPayload(ctx, endpoint, request);
        if (!route) return send(reply, CODES.notBuilt, undefined, request.envelopeAppId, ctx);
        const parsed = route.request.safeParse(payload);
        if (!parsed.success) throw new AppError('badRequest', `参数错误：${fieldOf(parsed.error)}`);
        const routeContext = {
          input: parsed.data,
          user: request.user,
          operator: request.operator,
          app: ctx,
          request,
          reply,
        };
        // A create sent with a key runs once per user and key; a repeat is answered with the first's body and
        // counts against no limit (idempotency.ts).
        const idemKey = endpoint.idempotent && request.user ? idempotencyKeyOf(request) : undefined;
        if (idemKey !== undefined) {
          const fingerprint = fingerprintOf(endpoint, parsed.data, request);
          const result = await idempotency.once(request.user!.id, idemKey, fingerprint, async () => {
            const body = await runRoute(route, endpoint, routeContext);
            return { body, remember: body !== REPLIED };
          });
          if (result.body === REPLIED) return reply;
          if (result.replayed) reply.header('idempotent-replayed', 'true');
          else if (ctx.config.checkResponses) checkResponse(endpoint, result.body);
          return send(reply, CODES.ok, result.body, request.envelopeAppId, ctx);
        }
        // Anonymous callers only: an answer for a session may carry that user's marks and is never shared.
        const key = route.cache && !request.user ? cache.keyOf(endpoint, payload) : undefined;
        const generation = key !== undefined ? await cache.generation() : '';
        if (key !== undefined) {
          // A sealed request (its hits are not served early), or a plain one that raced a store.
          const hit = cache.get(key, generation);
          if (hit !== undefined) {
            await route.cache!.onHit?.(routeContext);
            // A plain request gets the answer as it was serialized when stored; a sealed one is sealed for its client.
            if (!request.envelopeAppId) return sendStored(reply, hit.wire, request.headers['accept-encoding']);
            return send(reply, CODES.ok, hit.body, request.envelopeAppId, ctx);
          }
        }
        const body = await runRoute(route, endpoint, routeContext);
        if (body === REPLIED) return reply;
        if (ctx.config.checkResponses) checkResponse(endpoint, body);
        if (key !== undefined) {
          const answer = cache.store(key, generation, parsed.data, body);
          if (!request.envelopeAppId) return sendStored(reply, answer.wire, request.headers['accept-encoding']);
        }
        return send(reply, CODES.ok, body, request.envelopeAppId, ctx);
      },
    };
    // A path that takes a file is answered in the upload scope, the one with the multipart plugin (upload-scope.ts).
    if (endpoint.request === multipartRequest) uploads.add((scope) => scope.route(options));
    else app.route(options);
  }
  return {
    built: ENDPOINTS.filter((e) => byPath.has(e.path)).map((e) => e.path),
    notBuilt: ENDPOINTS.filter((e) => !byPath.has(e.path)).map((e) => e.path),
  };
}

async function readPayload(ctx: AppContext, endpoint: Endpoint, request: FastifyRequest): Promise<unknown> {
  const raw = sentPayload(endpoint, request);
  if (endpoint.method === 'GET') return raw;
  if (isEnvelope(raw)) {
    const caller = tokenFromRequest(request.query, request.headers.authorization) ?? '';
    const opened = await openEnvelope(
      ctx.config,
      ctx.replays,
      raw as { sec: string; body: string },
      endpoint.write,
      caller,
    );
    request.envelopeAppId = opened.appId;
    // The opened payload is parsed JSON too: nested past the limit, it cannot be read either (json-depth.ts).
    if (valueTooDeep(opened.payload)) throw new AppError('badEnvelope');
    return opened.payload ?? {};
  }
  const plainAllowed = ctx.config.isDevelopment && !ctx.config.ENC_REQUIRED;
  if (endpoint.enc && !plainAllowed) throw new AppError('badEnvelope');
  return raw;
}

/**
 * The client an answer is sealed for: the one whose envelope was opened, else the known app id an enveloped body
 * names (a refusal before the envelope is opened, such as the token check or the rate limit, still answers in
 * kind). Undefined for a plain request, and for an envelope naming no client we know.
 */
export function answerClient(config: Config, request: FastifyRequest): string | undefined {
  if (request.envelopeAppId) return request.envelopeAppId;
  const body = request.body as { sec?: unknown } | undefined;
  if (!isEnvelope(body)) return undefined;
  try {
    const { appId } = parseSec(body!.sec);
    return config.encSalts.has(appId) ? appId : undefined;
  } catch {
    return undefined;
  }
}

export function send(
  reply: FastifyReply,
  entry: { code: number; http: number; msg: string },
  body?: unknown,
  appId?: string,
  ctx?: { config: Config },
) {
  reply.status(entry.http);
  // Every answer has the same three fields: a failure without a body carries `body: null`.
  const payload = body === undefined ? null : body;
  if (appId && ctx) {
    return reply.type(JSON_TYPE).send(sealedAnswer(ctx.config, appId, entry.code, entry.msg, payload));
  }
  return reply.send({ code: entry.code, msg: entry.msg, body: payload });
}

function fieldOf(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
}

// In development and tests every answer is checked against the contract, so drift fails loudly.
function checkResponse(endpoint: Endpoint, body: unknown) {
  const result = endpoint.response.safeParse(body);
  if (!result.success) {
    throw new Error(`response of ${endpoint.path} breaks its contract: ${result.error.message}`);
  }
}

function areaOf(endpoint: Endpoint): string {
  const segments = endpoint.path.split('/').filter(Boolean);
  return segments.slice(0, 3).join('/');
}
