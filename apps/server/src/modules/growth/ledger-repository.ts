import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface Posting {
  userId: number;
  kind: 'reward' | 'reversal' | 'spend' | 'refund' | 'adjust';
  /** Readable reason, shown in the ledger ('完成任务：发布一条动态'). */
  reason: string;
  /** The event it came from, unique: a second posting of the same event does nothing. */
  eventKey: string;
  sourceType?: 'content' | 'comment' | undefined;
  sourceId?: number | undefined;
  reversesId?: number | undefined;
  coin: number;
  exp: number;
}

export interface Posted {
  id: number;
  coin: number;
  exp: number;
}

/**
 * Writes one ledger transaction inside the caller's database transaction: locks the user's account row (every
 * posting of a user queues here), takes back at most what the user holds (the balance never goes negative), records
 * the event (nothing at all when it was already recorded: null), the double entries, and the running balance.
 */
export async function postTxn(trx: Transaction<DB>, p: Posting): Promise<Posted | null> {
  await trx
    .insertInto('points_accounts')
    .values({ user_id: p.userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const account = await trx
    .selectFrom('points_accounts')
    .select(['coin', 'exp'])
    .where('user_id', '=', p.userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const coin = Math.max(p.coin, -account.coin);
  const exp = Math.max(p.exp, -account.exp);
  const txn = await trx
    .insertInto('points_txns')
    .values({
      user_id: p.userId,
      kind: p.kind,
      reason: p.reason,
      event_key: p.eventKey,
      source_type: p.sourceType ?? null,
      source_id: p.sourceId ?? null,
      reverses_id: p.reversesId ?? null,
      coin,
      exp,
      // A reversal takes at most what the user holds: what it could not take back is kept on the row.
      shortfall_coin: coin - p.coin,
      shortfall_exp: exp - p.exp,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!txn) return null;
  const entries = (
    [
      ['coin', coin],
      ['exp', exp],
    ] as const
  )
    .filter(([, amount]) => amount !== 0)
    .flatMap(([unit, amount]) => [
      { txn_id: txn.id, user_id: p.userId, unit, amount },
      // The issuer's side: every transaction's entries sum to zero.
      { txn_id: txn.id, user_id: null, unit, amount: -amount },
    ]);
  if (entries.length) await trx.insertInto('points_entries').values(entries).execute();
  await trx
    .updateTable('points_accounts')
    .set({ coin: sql`coin + ${coin}`, exp: sql`exp + ${exp}` })
    .where('user_id', '=', p.userId)
    .execute();
  return { id: txn.id, coin, exp };
}

/** The balance is the sum of the user's entries. */
export async function findBalance(db: Db, userId: number): Promise<{ coin: number; exp: number }> {
  const row = await db
    .selectFrom('points_entries')
    .select([
      sql<number>`coalesce(sum(amount) filter (where unit = 'coin'), 0)::int`.as('coin'),
      sql<number>`coalesce(sum(amount) filter (where unit = 'exp'), 0)::int`.as('exp'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { coin: Number(row.coin), exp: Number(row.exp) };
}

export async function findRecentTxns(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('points_txns')
    .select(['id', 'kind', 'reason', 'event_key', 'coin', 'exp', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Rewards that rest on a content item or comment (source_type) and have not been reversed yet: whether that source
 * is still published is community's to say (reconcile in ledger-service.ts).
 */
export async function findUnreversedSourcedRewards(db: Db, userId: number) {
  return db
    .selectFrom('points_txns as t')
    .select(['t.id', 't.reason', 't.event_key', 't.coin', 't.exp', 't.source_type', 't.source_id'])
    .where('t.user_id', '=', userId)
    .where('t.kind', '=', 'reward')
    .where('t.source_type', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('points_txns as r').select('r.id').whereRef('r.reverses_id', '=', 't.id'))),
    )
    .orderBy('t.id')
    .execute();
}

export async function findLevels(db: Db) {
  return db.selectFrom('growth_levels').select(['level', 'name', 'min_exp']).orderBy('min_exp').execute();
}

/** The user's coins under the account's row lock (made when missing): a spend checks and posts under it. */
export async function lockCoins(trx: Transaction<DB>, userId: number): Promise<number> {
  await trx
    .insertInto('points_accounts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const account = await trx
    .selectFrom('points_accounts')
    .select('coin')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return account.coin;
}

/** One of a user's transactions by its event key. */
export async function findTxnByEvent(db: Db, userId: number, eventKey: string) {
  return db
    .selectFrom('points_txns')
    .select(['id', 'kind', 'coin'])
    .where('user_id', '=', userId)
    .where('event_key', '=', eventKey)
    .executeTakeFirst();
}

/** The user's balances under the account's row lock (made when missing): an adjustment checks and posts under it. */
export async function lockAccount(trx: Transaction<DB>, userId: number): Promise<{ coin: number; exp: number }> {
  await trx
    .insertInto('points_accounts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return trx
    .selectFrom('points_accounts')
    .select(['coin', 'exp'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** A user's ledger newest first, keyset on the transaction id. */
export async function findTxnPage(db: Db, userId: number, before: number | null, limit: number) {
  let q = db
    .selectFrom('points_txns')
    .select(['id', 'kind', 'reason', 'coin', 'exp', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit);
  if (before !== null) q = q.where('id', '<', before);
  const rows = await q.execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
