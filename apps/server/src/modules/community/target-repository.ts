import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Everything a like, comment, evaluation, collection or want-to-go may point at (a 'post' is stored as 'content'). */
export type TargetType = 'content' | 'comment' | 'activity' | 'poi' | 'product';

// Areas whose tables another module brings: checked by name, so this area builds and answers 404 before they land.
// What counts as live follows docs/product/nothing-twice.md ("Drafts are not targets"): an activity online, or offline
// for its own publisher (who still sees it); never a draft. A POI online, a product on sale.
const OUTSIDE: Record<
  'activity' | 'poi' | 'product',
  { table: string; live: (viewerId: number) => RawBuilder<unknown> }
> = {
  activity: {
    table: 'activities',
    live: (viewerId) => sql`(status = 'online' or (status = 'offline' and user_id = ${viewerId}))`,
  },
  poi: { table: 'pois', live: () => sql`status = 'online'` },
  product: { table: 'products', live: () => sql`status = 'on'` },
};

/** Whether another module's table is there yet (this area builds and answers before those modules land). */
async function tableExists(db: Db, table: string): Promise<boolean> {
  const present = await sql<{ present: boolean }>`select to_regclass(${table}) is not null as present`.execute(db);
  return present.rows[0]?.present === true;
}

/**
 * Whether the object a social action points at exists (and is live for this viewer): the one check every like,
 * comment, evaluation, collection and want-to-go makes, keyed by target type. A missing table counts as a missing
 * object, and so does one only its owner could see (a draft): the answer never tells the two apart.
 */
export async function targetExists(db: Db, type: TargetType, id: number, viewerId: number | null): Promise<boolean> {
  if (type === 'content' || type === 'comment') {
    const table = type === 'content' ? 'contents' : 'comments';
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where('status', '=', 'published')
      .executeTakeFirst();
    return row !== undefined;
  }
  const { table, live } = OUTSIDE[type];
  if (!(await tableExists(db, table))) return false;
  const found = await sql<{ found: boolean }>`
    select exists(select 1 from ${sql.table(table)} where id = ${id} and ${live(viewerId ?? 0)}) as found`.execute(db);
  return found.rows[0]?.found === true;
}

export interface TargetSocialRow {
  like_count: number;
  comment_count: number;
  liked: boolean;
  collected: boolean;
  followed: boolean;
}

/**
 * The counts and the viewer's own marks on one outside target (an activity, a POI) and whether the viewer follows
 * its owner: one query, for a detail page that shows like, collect, comment and follow beside the object. The counts
 * are the target's counter row (migration 0011), so a target with a million likes reads like one with none.
 */
export async function findTargetSocial(
  db: Db,
  type: 'activity' | 'poi' | 'product',
  id: number,
  viewerId: number | null,
  ownerId: number | null,
): Promise<TargetSocialRow> {
  const viewer = viewerId ?? 0;
  const result = await sql<TargetSocialRow>`
    select
      coalesce(k.like_count, 0) as like_count,
      coalesce(k.comment_count, 0) as comment_count,
      exists(select 1 from likes
         where user_id = ${viewer} and target_type = ${type} and target_id = ${id}) as liked,
      exists(select 1 from collections
         where user_id = ${viewer} and item_type = ${type} and item_id = ${id}) as collected,
      exists(select 1 from follows
         where follower_id = ${viewer} and followee_id = ${ownerId ?? 0}) as followed
    from (select 1) one
    left join target_counts k on k.target_type = ${type} and k.target_id = ${id}`.execute(db);
  return result.rows[0]!;
}

/**
 * Who hosts a target, for the access policy: a content's author, an activity's publisher; places and products have
 * no host among users (null).
 */
export async function findTargetOwner(db: Db, type: TargetType, id: number): Promise<number | null> {
  if (type === 'content') {
    const row = await db.selectFrom('contents').select('author_id').where('id', '=', id).executeTakeFirst();
    return row?.author_id ?? null;
  }
  if (type !== 'activity' || !(await tableExists(db, OUTSIDE.activity.table))) return null;
  const found = await sql<{ user_id: number }>`select user_id from activities where id = ${id}`.execute(db);
  return found.rows[0]?.user_id ?? null;
}
