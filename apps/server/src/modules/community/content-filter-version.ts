import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { contentScreenerFor, type ContentScreener } from './content-screener.ts';
import { loadOperatorWords, sensitiveWordsVersion } from './sensitive-word-repository.ts';

// The matcher is built once and kept; a change of the operators' words moves a version, and the next text after it is
// read by a new matcher. The version lives in Redis when REDIS_URL is set, so every instance sees a change within
// CHECK_REDIS_MS; without Redis this process moves its own version on every change it makes, and looks at the table's
// fingerprint at most every CHECK_TABLE_MS for a change made elsewhere (another process, a hand-run SQL statement).
// Either way a published text costs no query in the common case.
const CHECK_REDIS_MS = 1_000;
const CHECK_TABLE_MS = 5_000;

interface Source {
  redis?: Redis | undefined;
  key: string;
}
const sources = new WeakMap<Kysely<DB>, Source>();

interface State {
  /** This process's own count of changes, and the shared version (Redis's, or the table's fingerprint). */
  local: number;
  shared: string;
  checkedAt: number;
  built: Promise<ContentScreener>;
}
const states = new WeakMap<Kysely<DB>, State>();
const localVersions = new WeakMap<Kysely<DB>, number>();

/** Tells the filter where its version lives for this database (registered with the server's areas). */
export function registerContentFilter(ctx: Pick<AppContext, 'db' | 'redis' | 'config'>): void {
  sources.set(ctx.db, { redis: ctx.redis, key: `${ctx.config.REDIS_NAMESPACE}sensitive-words:version` });
}

/** Builds the matcher in the background at start, so the first text written does not wait for it (~1–2 s). */
export function warmContentFilter(ctx: Pick<AppContext, 'db'>): void {
  currentScreener(ctx.db).catch(() => {});
}

async function sharedVersion(db: Kysely<DB>): Promise<string> {
  const source = sources.get(db);
  if (source?.redis) {
    const v = await source.redis.get(source.key).catch(() => undefined);
    // Redis not answering: fall back on the table, so a change is still seen.
    if (v !== undefined) return `r:${v ?? '0'}`;
  }
  return `t:${await sensitiveWordsVersion(db)}`;
}

const checkEvery = (db: Kysely<DB>) => (sources.get(db)?.redis ? CHECK_REDIS_MS : CHECK_TABLE_MS);

/** The matcher for this database's words, rebuilt when they changed (see above). */
export async function currentScreener(db: Kysely<DB>): Promise<ContentScreener> {
  const local = localVersions.get(db) ?? 0;
  const state = states.get(db);
  const now = Date.now();
  if (state && state.local === local && now - state.checkedAt < checkEvery(db)) return state.built;
  const shared = await sharedVersion(db);
  const again = states.get(db);
  if (again && again.local === local && again.shared === shared) {
    again.checkedAt = now;
    return again.built;
  }
  const built = loadOperatorWords(db).then(contentScreenerFor);
  states.set(db, { local, shared, checkedAt: now, built });
  // A failed build is not kept: the next text tries again.
  built.catch(() => {
    if (states.get(db)?.built === built) states.delete(db);
  });
  return built;
}

/** A word changed: this process rebuilds on its next text, and (with Redis) every other instance within a second. */
export async function bumpFilterVersion(db: Kysely<DB>): Promise<void> {
  localVersions.set(db, (localVersions.get(db) ?? 0) + 1);
  const source = sources.get(db);
  if (source?.redis) await source.redis.incr(source.key).catch(() => {});
}
