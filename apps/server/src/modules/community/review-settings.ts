import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { findReviewSetting, hasPublishedPost, saveReviewSetting } from './review-settings-repository.ts';

// Pre-moderation (docs/product/console-content.md): when a moderator turns it on, a post by an author who has never
// had one published waits in status 'review' until a moderator passes it. Read on every publish: one small lookup,
// so a change applies on every instance at once.

const PRE_MODERATION = 'pre_moderation';

export async function preModerationOn(db: Kysely<DB>): Promise<boolean> {
  return (await findReviewSetting(db, PRE_MODERATION)) === true;
}

export async function setPreModeration(db: Kysely<DB>, on: boolean): Promise<void> {
  await saveReviewSetting(db, PRE_MODERATION, on);
}

/** True when this author's post must wait: pre-moderation is on and they have never had a post published. */
export async function holdsFirstPost(db: Kysely<DB>, authorId: number): Promise<boolean> {
  return (await preModerationOn(db)) && !(await hasPublishedPost(db, authorId));
}
