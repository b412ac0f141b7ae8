import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { SessionCache } from './auth/session-cache.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { DB } from './db/schema.ts';
import type { ReplayStore } from './envelope/envelope-guard.ts';
import type { MediaStore } from './media/media-store.ts';

/** What routes and services may use: plain objects handed down, no container. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  replays: ReplayStore;
  media: MediaStore;
  /** Sessions resolved lately, emptied by any revocation (platform/auth/session-cache.ts). */
  sessions: SessionCache;
  /** Present when REDIS_URL is set: shared counters for several instances. */
  redis?: Redis | undefined;
}
