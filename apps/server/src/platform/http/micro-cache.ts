import type { Redis } from 'ioredis';

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
export interface MicroCache {
  /** The generation to read and store under; read it before the query the answer comes from. */
  generation(): Promise<string>;
  get(key: string, generation: string): unknown;
  set(key: string, generation: string, body: unknown): void;
  /** A write committed: everything cached so far is stale. */
  invalidate(): Promise<void>;
}

const TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

export function createMicroCache(options: { redis?: Redis | undefined; namespace: string }): MicroCache {
  const { redis } = options;
  const key = `${options.namespace}microcache:generation`;
  let local = 0;
  const entries = new Map<string, { generation: string; body: unknown; until: number }>();
  return {
    async generation() {
      if (!redis) return String(local);
      // A Redis that does not answer serves nothing from the cache rather than something stale.
      return (await redis.get(key).catch(() => null)) ?? (redis.status === 'ready' ? '0' : `down:${Date.now()}`);
    },
    get(k, generation) {
      const hit = entries.get(k);
      if (!hit || hit.generation !== generation || hit.until < Date.now()) return undefined;
      return hit.body;
    },
    set(k, generation, body) {
      if (generation.startsWith('down:')) return;
      entries.delete(k);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(k, { generation, body, until: Date.now() + TTL_MS });
    },
    async invalidate() {
      local += 1;
      entries.clear();
      if (redis) await redis.incr(key).catch(() => {});
    },
  };
}
