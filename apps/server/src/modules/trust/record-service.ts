import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { findActivityIdsOf } from '../activities/index.ts';
import { findAuthoredIds } from '../community/index.ts';
import { countReportsOfRows, findModerationRows, findReportsOfRows, type Authored } from './record-repository.ts';

// A member's record for the console (docs/product/console-content.md): what the member wrote is asked of its owners
// (community their posts and comments, activities their activities: one query each), then trust reads its own
// reports and moderation states of those ids in one query.

async function authoredBy(db: Kysely<DB>, userId: number): Promise<Authored> {
  const [written, activities] = await Promise.all([findAuthoredIds(db, userId), findActivityIdsOf(db, userId)]);
  return { ...written, activities };
}

const NOTHING: Authored = { contents: [], comments: [], activities: [] };

/** Reports the member made, or received (on them or on what they wrote), newest first; `beforeId` pages. */
export async function findReportsOf(
  db: Kysely<DB>,
  userId: number,
  direction: 'made' | 'received',
  beforeId: number | null,
  limit: number,
) {
  const authored = direction === 'made' ? NOTHING : await authoredBy(db, userId);
  return findReportsOfRows(db, userId, direction, authored, beforeId, limit);
}

/** How many reports the member made and received. */
export async function countReportsOf(db: Kysely<DB>, userId: number) {
  return countReportsOfRows(db, userId, await authoredBy(db, userId));
}

/** The latest moderation of the member's account and of what they wrote. */
export async function findModerationOf(db: Kysely<DB>, userId: number, limit: number) {
  return findModerationRows(db, userId, await authoredBy(db, userId), limit);
}
