import type { Redis } from 'ioredis';
import { createGenerationalCache, type GenerationalCache } from '../redis/generational-cache.ts';

/**
 * Answers to anonymous callers of a few hot reads (the first feed pages, the topic square, a content or POI detail),
 * kept for a few seconds. Every answer is stored under the write generation current when its read began; any write
 * through the API moves the generation once it has committed, so the next reader never gets an answer older than the
 * last write (a like, a comment, a publish, a delete is visible at once). With Redis the generation is shared, so a
 * write on one instance empties every instance's cache; the answers themselves stay in each instance's memory.
 *
 * Only callers without a session are served from here: an answer with one user's marks (liked, collected, followed)
 * is never stored, so it can never reach another.
 */
export type MicroCache = GenerationalCache<unknown>;

export const createMicroCache = (options: { redis?: Redis | undefined; namespace: string }): MicroCache =>
  createGenerationalCache({
    redis: options.redis,
    key: `${options.namespace}microcache:generation`,
    ttlMs: 5_000,
    maxEntries: 2_000,
  });
