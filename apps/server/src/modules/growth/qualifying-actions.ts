import type { Kysely, Transaction } from 'kysely';
import type { DB, TaskEvent } from '../../platform/db/schema.ts';
import { countStanding, findStanding } from './qualifying-repository.ts';
import { countSignIns } from './reward-repository.ts';
import type { Window } from './windowed-count-repository.ts';

// The qualifying actions a task counts (docs/product/growth.md): published dynamics, comments, likes and follows of
// community and seated sign-ups of activities from growth's own list, kept from the events those areas publish
// (action-consumer.ts); sign-ins from growth's own sign_ins.

type Db = Kysely<DB> | Transaction<DB>;

export type { Window } from './windowed-count-repository.ts';

export interface Qualifying {
  count: number;
  /** The newest published dynamic or comment counted (what a reward rests on); null for other events. */
  newestId: number | null;
}

/** The kinds whose reward rests on one row the ledger names (source_type / source_id). */
const SOURCED: readonly TaskEvent[] = ['publish_dynamic', 'comment'];

/**
 * For each (event, window), in order, the user's qualifying actions in the window that still stand. One query per
 * kind asked, on `db`, which may be the caller's transaction.
 */
export async function countQualifying(
  db: Db,
  userId: number,
  asks: readonly { event: TaskEvent; window: Window }[],
): Promise<Qualifying[]> {
  const answers: Qualifying[] = asks.map(() => ({ count: 0, newestId: null }));
  const indexed = asks.map((ask, i) => ({ ...ask, i }));
  for (const kind of new Set(asks.map((a) => a.event))) {
    const mine = indexed.filter((a) => a.event === kind);
    const windows = mine.map((a) => a.window);
    if (kind === 'sign_in') {
      const counts = await countSignIns(db, userId, windows);
      mine.forEach((a, k) => (answers[a.i] = { count: counts[k]!, newestId: null }));
      continue;
    }
    const counts = await countStanding(db, userId, kind, windows);
    const sourced = SOURCED.includes(kind);
    mine.forEach((a, k) => (answers[a.i] = { count: counts[k]!.count, newestId: sourced ? counts[k]!.newest : null }));
  }
  return answers;
}

/** The rewards among these whose content item or comment no longer stands in growth's list. */
export async function orphaned<T extends { source_type: string | null; source_id: number | null }>(
  db: Db,
  rewards: readonly T[],
): Promise<T[]> {
  const refOf = (r: T) => `${r.source_type}:${Number(r.source_id)}`;
  const refs = (type: 'content' | 'comment') =>
    rewards.flatMap((r) => (r.source_type === type && r.source_id !== null ? [refOf(r)] : []));
  if (rewards.length === 0) return [];
  const [dynamics, comments] = [
    await findStanding(db, 'publish_dynamic', refs('content')),
    await findStanding(db, 'comment', refs('comment')),
  ];
  return rewards.filter((r) => {
    if (r.source_id === null) return false;
    if (r.source_type === 'content') return !dynamics.has(refOf(r));
    if (r.source_type === 'comment') return !comments.has(refOf(r));
    return false;
  });
}
