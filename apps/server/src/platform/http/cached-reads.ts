import { CODES, type Endpoint } from '@app/contract';
import { isEnvelope } from '@app/contract/envelope';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { AppContext } from '../context.ts';
import { createMicroCache } from './micro-cache.ts';
import type { RouteDef } from './routes.ts';
import { sendStored, storeAnswer, type StoredAnswer } from './stored-answer.ts';

/**
 * The anonymous hot reads' answers (micro-cache.ts), kept by the request as it was sent: the path and the JSON of its
 * payload before validation. The same payload always validates to the same input, so an answer stored for it is the
 * answer to every request that sends it again; a hit is served before validation, the rate limit and the handler
 * (docs/decisions/0016-cache-hits-before-validation.md).
 */
export interface CachedAnswer {
  /** The validated input the answer was made from: a hit's `onHit` (a view count) gets it. */
  input: unknown;
  body: unknown;
  /** The plain envelope around `body`, serialized and compressed once (stored-answer.ts). */
  wire: StoredAnswer;
}

/**
 * Hot reads are asked with a few small fields; a payload longer than this is answered but not kept, so that unknown
 * fields (which validation drops) cannot fill the cache with long keys.
 */
export const MAX_KEYED_PAYLOAD = 512;

/**
 * A request's payload as it was sent: a GET's query, else the body (an envelope still sealed). The handler opens an
 * envelope from it, and an early hit is keyed by it, so both find the same answer.
 */
export const sentPayload = (endpoint: Endpoint, request: FastifyRequest): unknown =>
  (endpoint.method === 'GET' ? request.query : request.body) ?? {};

export interface CachedReads {
  /** The key of a request's payload (before validation), or undefined when it is not kept. */
  keyOf(endpoint: Endpoint, payload: unknown): string | undefined;
  /** The generation a read begins under (micro-cache.ts); read it before the query the answer comes from. */
  generation(): Promise<string>;
  get(key: string, generation: string): CachedAnswer | undefined;
  store(key: string, generation: string, input: unknown, body: unknown): CachedAnswer;
  /** After a write has committed: everything kept so far is stale. */
  invalidate(): Promise<void>;
  /**
   * A route's preValidation hook: a plain anonymous request whose answer is kept gets it at once. Anything else (a
   * session, a sealed body, a miss) goes on to validation, the rate limit and the handler.
   */
  serveHit(route: RouteDef, endpoint: Endpoint): preValidationHookHandler;
}

// The cache of each app context, so a service-level write outside a write route can move its generation too.
const byContext = new WeakMap<AppContext, CachedReads>();

/**
 * Everything the micro-cache kept is stale: for a write that does not come through a `write: true` path (a moderation
 * called by the console or a job). Call it once the write has committed. With Redis, every instance sees it.
 */
export async function invalidateCachedReads(ctx: AppContext): Promise<void> {
  const reads = byContext.get(ctx);
  if (reads) return reads.invalidate();
  if (ctx.redis) await createMicroCache({ redis: ctx.redis, namespace: ctx.config.REDIS_NAMESPACE }).invalidate();
}

export function createCachedReads(ctx: AppContext): CachedReads {
  const reads = buildCachedReads(ctx);
  byContext.set(ctx, reads);
  return reads;
}

function buildCachedReads(ctx: AppContext): CachedReads {
  const cache = createMicroCache({ redis: ctx.redis, namespace: ctx.config.REDIS_NAMESPACE });
  const keyOf = (endpoint: Endpoint, payload: unknown) => {
    const text = JSON.stringify(payload ?? {});
    return text.length <= MAX_KEYED_PAYLOAD ? `${endpoint.path} ${text}` : undefined;
  };
  const get = (key: string, generation: string) => cache.get(key, generation) as CachedAnswer | undefined;
  return {
    keyOf,
    generation: () => cache.generation(),
    get,
    store(key, generation, input, body) {
      const answer: CachedAnswer = { input, body, wire: storeAnswer(serializedAnswer(body)) };
      cache.set(key, generation, answer);
      return answer;
    },
    invalidate: () => cache.invalidate(),
    serveHit(route, endpoint) {
      const onHit = route.cache?.onHit;
      // A callback hook, not an async one: without Redis a hit completes in this tick, with no promise to settle.
      return (request, reply, done) => {
        if (request.user || request.sessionRefused) return done();
        const payload = sentPayload(endpoint, request);
        if (isEnvelope(payload)) return done();
        const key = keyOf(endpoint, payload);
        if (key === undefined) return done();
        const answer = (generation: string) => {
          const hit = get(key, generation);
          if (!hit) return done();
          const send = () => void sendStored(reply, hit.wire, request.headers['accept-encoding']);
          const counting = onHit?.({ input: hit.input, user: null, operator: null, app: ctx, request, reply });
          if (counting) counting.then(send, done);
          else send();
        };
        const local = cache.localGeneration();
        if (local !== undefined) return answer(local);
        cache.generation().then(answer, done);
      };
    },
  };
}

const serializedAnswer = (body: unknown) =>
  Buffer.from(JSON.stringify({ code: CODES.ok.code, msg: CODES.ok.msg, body: body === undefined ? null : body }));
