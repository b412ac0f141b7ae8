import type { Redis } from 'ioredis';
import type { ReplayStore } from '../envelope/envelope-guard.ts';

const WINDOW_SECONDS = 10 * 60;

/** Replays remembered in Redis, so every instance behind the load balancer agrees. */
export function redisReplayStore(redis: Redis, namespace: string): ReplayStore {
  return {
    async remember(appId, ts, bodyHash) {
      const set = await redis.set(`${namespace}replay:${appId}:${ts}:${bodyHash}`, '1', 'EX', WINDOW_SECONDS, 'NX');
      return set === 'OK';
    },
  };
}
