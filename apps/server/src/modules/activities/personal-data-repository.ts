import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Activities' part in privacy's erasure, copy of one's data and conversion of clear phone numbers
// (docs/product/privacy.md; docs/architecture.md, "Who owns which table"): sign-ups and invitation lists.

/** Sign-ups stay counted; what they said about the person goes (inside privacy's erasing transaction). */
export async function eraseSignUpAnswers(trx: Kysely<DB>, userId: number): Promise<void> {
  await trx
    .updateTable('activity_enrolments')
    .set({ personal_enc: '', personal_masked: JSON.stringify({}), answers: JSON.stringify({}), has_name: false })
    .where('user_id', '=', userId)
    .execute();
}

/** One person's sign-ups for their copy, with each activity's title and questions and the ticket's name. */
export function signUpRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('activity_enrolments as e')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .innerJoin('activity_tickets as k', 'k.id', 'e.ticket_id')
    .select([
      'e.id',
      'e.activity_id',
      'a.title as activity_title',
      'a.questions',
      'k.name as ticket_name',
      'e.status',
      'e.personal_enc',
      'e.answers',
      'e.checked_in_at',
      'e.cancelled_at',
      'e.created_at',
    ])
    .where('e.user_id', '=', userId)
    .orderBy('e.id')
    .execute();
}

// Invitation lists written before phone numbers were encrypted (migration 0016 moved them to mobile_clear).

const BATCH = 500;

export function invitationsInClear(db: Kysely<DB>) {
  return db
    .selectFrom('activity_invitations')
    .select(['activity_id', 'mobile_clear'])
    .where('mobile_clear', 'is not', null)
    .limit(BATCH)
    .execute();
}

export async function convertInvitation(
  db: Kysely<DB>,
  activityId: number,
  mobile: string,
  hash: Buffer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The same number imported twice before the change: one row is enough.
    const taken = await trx
      .selectFrom('activity_invitations')
      .select('activity_id')
      .where('activity_id', '=', activityId)
      .where('mobile_hash', '=', hash)
      .executeTakeFirst();
    if (taken) {
      await trx
        .deleteFrom('activity_invitations')
        .where('activity_id', '=', activityId)
        .where('mobile_clear', '=', mobile)
        .execute();
      return;
    }
    await trx
      .updateTable('activity_invitations')
      .set({ mobile_hash: hash, mobile_clear: null })
      .where('activity_id', '=', activityId)
      .where('mobile_clear', '=', mobile)
      .execute();
  });
}
