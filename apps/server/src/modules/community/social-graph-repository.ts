// Follows and blocks belong to community: it writes them here and reads them in its lists (feeds leave out
// blocked authors, profiles count followers). Other areas ask through social-graph-service.ts.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { followRef, publishActions } from './action-events.ts';

// Each follow made or ended is published in the same transaction (growth's follow tasks follow it).
export async function follow(db: Kysely<DB>, followerId: number, followeeId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('follows')
      .values({ follower_id: followerId, followee_id: followeeId })
      .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
      .returning('created_at')
      .executeTakeFirst();
    if (row) await publishActions(trx, true, [followRef(followerId, followeeId, row.created_at)]);
  });
}

export async function unfollow(db: Kysely<DB>, followerId: number, followeeId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('follows')
      .where('follower_id', '=', followerId)
      .where('followee_id', '=', followeeId)
      .returning('created_at')
      .executeTakeFirst();
    if (row) await publishActions(trx, false, [followRef(followerId, followeeId, row.created_at)]);
  });
}

/** Who blocked whom between two users, in one query. */
export async function blockState(
  db: Kysely<DB>,
  me: number,
  other: number,
): Promise<{ blocked: boolean; blockedBy: boolean }> {
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', me), eb('blocked_id', '=', other)]),
        eb.and([eb('blocker_id', '=', other), eb('blocked_id', '=', me)]),
      ]),
    )
    .execute();
  return { blocked: rows.some((r) => r.blocker_id === me), blockedBy: rows.some((r) => r.blocker_id === other) };
}

/** Blocking also ends the follows between the two, both ways. */
export async function block(db: Kysely<DB>, me: number, other: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('blocks')
      .values({ blocker_id: me, blocked_id: other })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    const ended = await trx
      .deleteFrom('follows')
      .where((eb) =>
        eb.or([
          eb.and([eb('follower_id', '=', me), eb('followee_id', '=', other)]),
          eb.and([eb('follower_id', '=', other), eb('followee_id', '=', me)]),
        ]),
      )
      .returning(['follower_id', 'followee_id', 'created_at'])
      .execute();
    await publishActions(
      trx,
      false,
      ended.map((f) => followRef(Number(f.follower_id), Number(f.followee_id), f.created_at)),
    );
  });
}

export async function unblock(db: Kysely<DB>, me: number, other: number): Promise<void> {
  await db.deleteFrom('blocks').where('blocker_id', '=', me).where('blocked_id', '=', other).execute();
}

/** The blocks between some blockers and some blocked users: who would not hear from whom. */
export async function blocksAmong(
  db: Kysely<DB> | Transaction<DB>,
  blockerIds: number[],
  blockedIds: number[],
): Promise<{ blocker_id: number; blocked_id: number }[]> {
  return db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where('blocker_id', 'in', blockerIds)
    .where('blocked_id', 'in', blockedIds)
    .execute();
}
