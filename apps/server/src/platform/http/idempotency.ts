import { createHash } from 'node:crypto';
import type { Endpoint } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError, refuse } from './app-error.ts';
import { claimKey, finishKey, releaseKey, sweepKeys } from './idempotency-repository.ts';

/**
 * Idempotent creates (docs/product/nothing-twice.md). A contract row marked `idempotent: true` takes an
 * `Idempotency-Key` header (the IETF draft's); a signed-in caller's request with a key runs once per (user, key):
 * the same key again gets the first success's answer for 24 hours, also while the first is still at work (the second
 * waits for it), and the same key with another request is refused. Without a key nothing changes.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const KEY_REUSED = '幂等键已用于另一请求';
export const STILL_RUNNING = '请求正在处理，请稍后再试';

/** How long a request waits for the first one with its key before it gives up (a first request is capped at 60 s). */
const WAIT_MS = 65_000;

/**
 * The key a request sends: the draft writes it as a structured-field string ("…"); a bare token is taken as well.
 * Undefined without the header; a malformed one is bad input.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  const raw = Array.isArray(header) ? header.join(',') : header;
  const key = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!/^[\x21\x23-\x7e]{1,255}$/.test(key)) throw new AppError('badRequest', '参数错误：Idempotency-Key');
  return key;
}

/**
 * What makes two requests "the same": the path and the validated input (an enveloped request's opened payload), and
 * for an upload, whose file is read only by its handler, the size of the body it sent.
 */
export function fingerprintOf(endpoint: Endpoint, input: unknown, request: FastifyRequest): string {
  const hash = createHash('sha256').update(endpoint.path).update('\n').update(stableJson(input));
  if (endpoint.method === 'MULTIPART') hash.update('\n').update(String(request.headers['content-length'] ?? ''));
  return hash.digest('base64url');
}

/** JSON with every object's keys in order, so the same input always gives the same text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export interface IdempotentResult {
  body: unknown;
  /** The answer came from an earlier request with the key: nothing ran. */
  replayed: boolean;
}

export interface Idempotency {
  /**
   * Runs `create` unless (user, key) already has an answer or a request at work, in which case it waits for that one.
   * `create` answering `remember: false` (a handler that replied by itself) frees the key instead of keeping it.
   */
  once(
    userId: number,
    key: string,
    fingerprint: string,
    create: () => Promise<{ body: unknown; remember: boolean }>,
  ): Promise<IdempotentResult>;
}

export function createIdempotency(ctx: AppContext, options: { sweepEveryMs?: number } = {}): Idempotency {
  // Requests at work in this process, so a second one here waits on the first's promise rather than polling.
  const running = new Map<string, Promise<unknown>>();
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  let lastSweep = 0;
  const sweep = async () => {
    const now = Date.now();
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    await sweepKeys(ctx.db);
  };

  return {
    async once(userId, key, fingerprint, create) {
      await sweep();
      const local = `${userId} ${key}`;
      const deadline = Date.now() + WAIT_MS;
      for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
        const row = await claimKey(ctx.db, userId, key, fingerprint);
        if (row.kind !== 'claimed' && row.fingerprint !== fingerprint) throw refuse(KEY_REUSED);
        if (row.kind === 'done') return { body: row.answer, replayed: true };
        if (row.kind === 'claimed') {
          const work = runFirst(userId, key, create);
          running.set(local, work);
          try {
            return await work;
          } finally {
            if (running.get(local) === work) running.delete(local);
          }
        }
        // Another request holds the key: wait for it (here, on its promise; on another instance, by asking again).
        if (Date.now() > deadline) throw refuse(STILL_RUNNING);
        const first = running.get(local);
        if (first) await first.catch(() => undefined);
        else await new Promise((resolve) => setTimeout(resolve, pause));
      }
    },
  };

  async function runFirst(
    userId: number,
    key: string,
    create: () => Promise<{ body: unknown; remember: boolean }>,
  ): Promise<IdempotentResult> {
    let result: { body: unknown; remember: boolean };
    try {
      result = await create();
    } catch (error) {
      // A refused or failed create made nothing (its transaction rolled back): the key is free for a retry.
      await releaseKey(ctx.db, userId, key);
      throw error;
    }
    if (result.remember) await finishKey(ctx.db, userId, key, result.body);
    else await releaseKey(ctx.db, userId, key);
    return { body: result.body, replayed: false };
  }
}
