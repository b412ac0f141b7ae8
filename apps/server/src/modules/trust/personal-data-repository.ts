import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Trust's part in privacy's erasure (docs/product/privacy.md, "Account cancellation"); its part of the copy of one's
// data is `reportsMadeBy`.

/** The reports a person made stay for the moderation record, without what they wrote or showed. */
export async function eraseReportTexts(trx: Kysely<DB>, userId: number): Promise<void> {
  await trx
    .updateTable('reports')
    .set({ body: '', images: JSON.stringify([]) })
    .where('reporter_id', '=', userId)
    .execute();
}
