import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/**
 * Per-minute caps on the writes people can abuse (docs/reliability.md). A route declares its action in one word,
 * `defineRoute(path, schema, handler, { limit: 'comment' })`; each request then counts once against the user and
 * once against the address (carrier NAT puts many users behind one address, so its cap is a multiple of the
 * user's). Counters live in Redis when REDIS_URL is set, so every instance agrees; else in this process.
 */
export const ACTIONS = ['comment', 'like', 'collect', 'follow', 'publish', 'upload', 'signup', 'claim'] as const;
export type Action = (typeof ACTIONS)[number];

/** Per user per minute; ACTION_LIMITS overrides any of them (`comment=10,like=60`). */
export const DEFAULT_ACTION_LIMITS: Record<Action, number> = {
  comment: 30,
  like: 120,
  collect: 60,
  follow: 60,
  publish: 20,
  upload: 60,
  signup: 20,
  claim: 30,
};

const WINDOW_MS = 60_000;

interface Counter {
  /** Counts one hit on `key` in the current window: the count so far and the milliseconds until the window ends. */
  hit(key: string): Promise<{ count: number; resetMs: number }>;
}

function memoryCounter(): Counter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;
  return {
    async hit(key) {
      const now = Date.now();
      if (now - lastSweep > WINDOW_MS) {
        lastSweep = now;
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + WINDOW_MS };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetMs: w.resetAt - now };
    },
  };
}

function redisCounter(redis: Redis, namespace: string): Counter {
  return {
    async hit(key) {
      const k = `${namespace}action:${key}`;
      const results = await redis.multi().incr(k).pexpire(k, WINDOW_MS, 'NX').pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? WINDOW_MS);
      return { count, resetMs: ttl > 0 ? ttl : WINDOW_MS };
    },
  };
}

export type ActionLimiter = (action: Action, who: { userId: number | null; ip: string }) => Promise<void>;

export function createActionLimiter(options: {
  limits: Record<Action, number>;
  addressFactor: number;
  redis?: Redis | undefined;
  namespace: string;
}): ActionLimiter {
  const counter = options.redis ? redisCounter(options.redis, options.namespace) : memoryCounter();
  return async (action, who) => {
    const perUser = options.limits[action];
    const checks: [string, number][] = [[`${action}:ip:${who.ip}`, perUser * options.addressFactor]];
    if (who.userId !== null) checks.unshift([`${action}:u:${who.userId}`, perUser]);
    for (const [key, cap] of checks) {
      const { count, resetMs } = await counter.hit(key);
      if (count > cap) {
        throw new AppError('rateLimited', undefined, { retryAfter: Math.max(1, Math.ceil(resetMs / 1000)) });
      }
    }
  };
}
