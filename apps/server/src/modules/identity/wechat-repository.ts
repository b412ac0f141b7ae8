import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** A cached value that stays valid for at least `marginSeconds` more. */
export async function readCache(db: Kysely<DB>, key: string, marginSeconds: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('wechat_cache')
    .select('value')
    .where('key', '=', key)
    .where('expires_at', '>', sql<Date>`now() + make_interval(secs => ${marginSeconds})`)
    .executeTakeFirst();
  return row?.value;
}

export async function writeCache(db: Kysely<DB>, key: string, value: string, ttlSeconds: number): Promise<void> {
  const expires = sql<Date>`now() + make_interval(secs => ${ttlSeconds})`;
  await db
    .insertInto('wechat_cache')
    .values({ key, value, expires_at: expires })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, expires_at: expires }))
    .execute();
}

/** Remembers an openId; with a user, binds it to them (a later anonymous exchange keeps the binding). */
export async function bindOpenId(db: Kysely<DB>, openId: string, userId: number | null): Promise<void> {
  await db
    .insertInto('wechat_bindings')
    .values({ open_id: openId, user_id: userId })
    .onConflict((oc) =>
      oc.column('open_id').doUpdateSet({
        user_id: sql`coalesce(excluded.user_id, wechat_bindings.user_id)`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}
