import type { Kysely, Transaction } from 'kysely';
import type { DB, TaskEvent } from '../../platform/db/schema.ts';
import { countStanding } from './qualifying-repository.ts';
import { countSignIns } from './reward-repository.ts';

// The qualifying actions a task counts (docs/product/growth.md), asked of the areas that own them: published
// dynamics, comments, likes and follows of community, seated sign-ups of activities, sign-ins of growth itself.
//
// Community and activities hand their counters to growth when the module list is wired (modules/index.ts) instead of
// growth importing them: both ask growth to re-check rewards when an action is undone, so an import back would close
// a circle between the areas.

type Db = Kysely<DB> | Transaction<DB>;

export interface Window {
  /** From (inclusive) and to (exclusive); null: unbounded. */
  from: Date | null;
  to: Date | null;
}

export interface Qualifying {
  count: number;
  /** The newest published dynamic or comment counted (what a reward rests on); null for other events. */
  newestId: number | null;
}

type CommunityAction = 'publish_dynamic' | 'comment' | 'like' | 'follow';

export interface QualifyingCounters {
  /** Community's (countOwnActions): for each window, in order, the actions that still stand and the newest one. */
  ownActions: (
    db: Db,
    userId: number,
    windows: readonly ({ action: CommunityAction } & Window)[],
  ) => Promise<Qualifying[]>;
  /** Activities' (countSeatedSignups): for each window, in order, the sign-ups that hold a seat. */
  seatedSignups: (db: Db, userId: number, windows: readonly Window[]) => Promise<number[]>;
  /** Community's (findUnpublished): the ids among these that are no longer published. */
  unpublished: (
    db: Db,
    ids: { contents: readonly number[]; comments: readonly number[] },
  ) => Promise<{ contents: Set<number>; comments: Set<number> }>;
}

let counters: QualifyingCounters | undefined;

/** Called once by the module list (modules/index.ts) with the owning areas' counters. */
export function provideQualifyingCounters(given: QualifyingCounters): void {
  counters = given;
}

function given(): QualifyingCounters {
  if (!counters) throw new Error('growth: the qualifying counters were not provided (modules/index.ts wires them)');
  return counters;
}

// Likes and follows are counted from growth's own list, kept from community's events (action-consumer.ts).
const OWN_LIST: readonly TaskEvent[] = ['like', 'follow'];
const COMMUNITY_ACTIONS: readonly TaskEvent[] = ['publish_dynamic', 'comment'];
const isCommunityAction = (event: TaskEvent): event is CommunityAction => COMMUNITY_ACTIONS.includes(event);

/**
 * For each (event, window), in order, the user's qualifying actions in the window that still stand. One query per
 * owning area asked (three at most), on `db`, which may be the caller's transaction.
 */
export async function countQualifying(
  db: Db,
  userId: number,
  asks: readonly { event: TaskEvent; window: Window }[],
): Promise<Qualifying[]> {
  const answers: Qualifying[] = asks.map(() => ({ count: 0, newestId: null }));
  const indexed = asks.map((ask, i) => ({ ...ask, i }));
  const community = indexed.filter((a) => isCommunityAction(a.event));
  const signups = indexed.filter((a) => a.event === 'enrol_activity');
  const signIns = indexed.filter((a) => a.event === 'sign_in');
  for (const kind of OWN_LIST) {
    const mine = indexed.filter((a) => a.event === kind);
    if (mine.length === 0) continue;
    const counts = await countStanding(
      db,
      userId,
      kind,
      mine.map((a) => a.window),
    );
    mine.forEach((a, k) => (answers[a.i] = { count: counts[k]!, newestId: null }));
  }
  if (community.length > 0) {
    const counts = await given().ownActions(
      db,
      userId,
      community.map((a) => ({ action: a.event as CommunityAction, ...a.window })),
    );
    community.forEach((a, k) => (answers[a.i] = counts[k]!));
  }
  if (signups.length > 0) {
    const counts = await given().seatedSignups(
      db,
      userId,
      signups.map((a) => a.window),
    );
    signups.forEach((a, k) => (answers[a.i] = { count: counts[k]!, newestId: null }));
  }
  const signInCounts = await countSignIns(
    db,
    userId,
    signIns.map((a) => a.window),
  );
  signIns.forEach((a, k) => (answers[a.i] = { count: signInCounts[k]!, newestId: null }));
  return answers;
}

/** The rewards among these whose content item or comment is no longer published (community says which). */
export async function orphaned<T extends { source_type: string | null; source_id: number | null }>(
  db: Db,
  rewards: readonly T[],
): Promise<T[]> {
  const ids = (type: 'content' | 'comment') =>
    rewards.flatMap((r) => (r.source_type === type && r.source_id !== null ? [Number(r.source_id)] : []));
  if (rewards.length === 0) return [];
  const gone = await given().unpublished(db, { contents: ids('content'), comments: ids('comment') });
  return rewards.filter((r) => {
    // A reward whose source row is missing altogether is orphaned too (findUnpublished lists it).
    if (r.source_id === null) return false;
    if (r.source_type === 'content') return gone.contents.has(Number(r.source_id));
    if (r.source_type === 'comment') return gone.comments.has(Number(r.source_id));
    return false;
  });
}
