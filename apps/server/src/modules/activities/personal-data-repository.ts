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
