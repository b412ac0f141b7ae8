import type { Redis } from 'ioredis';

/**
 * Answers remembered in this process for a short while, each under the generation current when it was read. Moving
 * the generation (a write, a revoked session) makes everything remembered so far stale at once: in this process, and
 * with Redis, which holds the generation, on every instance. A Redis that does not answer gives a generation nothing
 * may be stored under, so the cache then serves nothing rather than something stale.
 */
export interface GenerationalCache<T> {
  /** The generation to read and store under; read it before the query the value comes from. */
  generation(): Promise<string>;
  /** The generation without waiting, when this process alone holds it (no Redis); else undefined. */
  localGeneration(): string | undefined;
  get(key: string, generation: string): T | undefined;
  set(key: string, generation: string, value: T): void;
  /** Everything remembered so far is stale. */
  invalidate(): Promise<void>;
}

export function createGenerationalCache<T>(options: {
  redis?: Redis | undefined;
  /** The Redis key of the generation (with the namespace). */
  key: string;
  ttlMs: number;
  maxEntries: number;
}): GenerationalCache<T> {
  const { redis, key } = options;
  let local = 0;
  const entries = new Map<string, { generation: string; value: T; until: number }>();
  return {
    async generation() {
      if (!redis) return String(local);
      return (await redis.get(key).catch(() => null)) ?? (redis.status === 'ready' ? '0' : `down:${Date.now()}`);
    },
    localGeneration() {
      return redis ? undefined : String(local);
    },
    get(k, generation) {
      const hit = entries.get(k);
      if (!hit || hit.generation !== generation || hit.until < Date.now()) return undefined;
      return hit.value;
    },
    set(k, generation, value) {
      if (generation.startsWith('down:')) return;
      entries.delete(k);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(k, { generation, value, until: Date.now() + options.ttlMs });
    },
    async invalidate() {
      local += 1;
      entries.clear();
      if (redis) await redis.incr(key).catch(() => {});
    },
  };
}
