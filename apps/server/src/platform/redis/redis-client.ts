import { Redis } from 'ioredis';

/** One connection shared by rate limiting and the replay guard; commands fail fast instead of queueing forever. */
export function openRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    enableOfflineQueue: true,
  });
}
