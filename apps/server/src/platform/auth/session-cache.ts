import type { Redis } from 'ioredis';
import { createGenerationalCache, type GenerationalCache } from '../redis/generational-cache.ts';

/** The signed-in user a session resolves to (declared here, beside its cache, so tokens.ts and this file do not
 * import each other). */
export interface SessionUser {
  id: number;
  userCode: string;
}

/**
 * Sessions resolved in the last minute, by token hash, so a signed-in request does not pay a database round trip
 * before its own query (the signed-in feed made two where its raw SQL makes one). A logout or a password reset
 * invalidates it, here and, with Redis, on every instance at once, so a revoked token is never honoured again
 * anywhere. Only live sessions are kept; a miss always asks the database. The minute also bounds how late the hourly
 * touch of last_used_at and the 30-day idle expiry are noticed.
 */
export type SessionCache = GenerationalCache<SessionUser>;

export const createSessionCache = (options: { redis?: Redis | undefined; namespace: string }): SessionCache =>
  createGenerationalCache({
    redis: options.redis,
    key: `${options.namespace}sessions:generation`,
    ttlMs: 60_000,
    maxEntries: 20_000,
  });
