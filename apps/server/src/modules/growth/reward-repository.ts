import { sql, type Kysely, type Transaction } from 'kysely';
import type { TaskEvent, TaskKind } from '../../platform/db/schema.ts';
import type { DB } from '../../platform/db/schema.ts';
import { countInWindows, type Window } from './windowed-count-repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface RewardTask {
  id: number;
  kind: TaskKind;
  event: TaskEvent;
  target: number;
  starts_at: Date | null;
  ends_at: Date | null;
}

export async function findTask(db: Db, id: number): Promise<RewardTask | undefined> {
  return db
    .selectFrom('tasks')
    .select(['id', 'kind', 'event', 'target', 'starts_at', 'ends_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The tasks paying for one kind of event that this user holds an unreversed reward of, for the period an action made
 * on `day` (a daily task's Asia/Shanghai date; 'once' for the others) counted towards. One query: an unlike or a
 * deleted comment of someone with no such reward costs only this.
 */
export async function findRewardedTasks(db: Db, userId: number, event: TaskEvent, day: string) {
  return db
    .selectFrom('tasks as k')
    .innerJoin('points_txns as p', (j) =>
      j
        .on('p.user_id', '=', userId)
        .on(
          'p.event_key',
          '=',
          sql<string>`'task:' || k.id || ':' || (case k.kind when 'daily' then ${day} else 'once' end)`,
        ),
    )
    .select(['k.id', 'k.kind', 'k.event', 'k.target', 'k.starts_at', 'k.ends_at', 'p.event_key'])
    .where('k.event', '=', event)
    .where('p.kind', '=', 'reward')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('points_txns as r').select('r.id').whereRef('r.reverses_id', '=', 'p.id'))),
    )
    .execute();
}

/** The reward paid under an event key, unless it has been reversed already. */
export async function findLiveReward(db: Db, userId: number, eventKey: string) {
  return db
    .selectFrom('points_txns as t')
    .select(['t.id', 't.reason', 't.event_key', 't.coin', 't.exp'])
    .where('t.user_id', '=', userId)
    .where('t.event_key', '=', eventKey)
    .where('t.kind', '=', 'reward')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('points_txns as r').select('r.id').whereRef('r.reverses_id', '=', 't.id'))),
    )
    .executeTakeFirst();
}

/** Locks the user's points account (making it if missing): claims and re-checks of one user queue here. */
export async function lockAccount(trx: Transaction<DB>, userId: number): Promise<void> {
  await trx
    .insertInto('points_accounts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx.selectFrom('points_accounts').select('user_id').where('user_id', '=', userId).forUpdate().execute();
}

/** For each window (null: unbounded), in order, the user's sign-ins in it: growth's own qualifying action. */
export async function countSignIns(db: Db, userId: number, windows: readonly Window[]): Promise<number[]> {
  const counts = await countInWindows(
    db,
    windows,
    sql`select count(*) from sign_ins s where s.user_id = ${userId}
      and s.created_at >= w.from_at and s.created_at < w.to_at`,
  );
  return counts.map((c) => c.count);
}
