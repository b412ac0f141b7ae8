import type { Kysely } from 'kysely';
import type { CancelPosts, DB } from '../../platform/db/schema.ts';
import { eraseSignUpAnswers } from '../activities/index.ts';
import { eraseCommunityRows } from '../community/index.ts';
import { eraseAccount } from '../identity/index.ts';
import { eraseReportTexts } from '../trust/index.ts';
import { dropExportsOf } from './export-repository.ts';

// What erasure means for each area's rows is that area's (docs/product/privacy.md, "Account cancellation"); privacy
// asks each in turn, in the one transaction that marks the cancellation done (docs/architecture.md, "Who owns which
// table").

/**
 * Erases one user's personal data, inside the caller's transaction: the account row stays under 已注销用户 with nothing
 * personal left, its sessions end, and each area erases or anonymises its rows of the person.
 */
export async function eraseUser(trx: Kysely<DB>, userId: number, posts: CancelPosts): Promise<void> {
  await eraseAccount(trx, userId);
  // Their inbox, publisher contact, follows and blocks go, and their posts when so chosen.
  await eraseCommunityRows(trx, userId, posts);
  // The reports they made stay for the moderation record, without what they wrote or showed.
  await eraseReportTexts(trx, userId);
  // Copies of their data made before: nobody may download them any more.
  await dropExportsOf(trx, userId);
  // Sign-ups stay counted; what they said about the person goes.
  await eraseSignUpAnswers(trx, userId);
}
