import type { AppContext } from '../../platform/context.ts';
import { findBalance, findOrphanedRewards, postTxn, type Posting } from './ledger-repository.ts';

/** Posts one ledger transaction in its own database transaction; null when the event was already paid. */
export async function post(app: AppContext, posting: Posting) {
  return app.db.transaction().execute((trx) => postTxn(trx, posting));
}

/**
 * Writes a reversing transaction for every reward whose content or comment is gone. Each reversal's event key is
 * unique ('reverse:<id>'), so concurrent readers reverse a reward once between them.
 */
export async function reconcile(app: AppContext, userId: number): Promise<void> {
  const orphaned = await findOrphanedRewards(app.db, userId);
  for (const reward of orphaned) {
    await post(app, {
      userId,
      kind: 'reversal',
      reason: `撤销：${reward.reason}（内容已删除）`,
      eventKey: `reverse:${reward.id}`,
      reversesId: reward.id,
      coin: -reward.coin,
      exp: -reward.exp,
    });
  }
}

/** The balances after reconciling: what grow/info, the task lists and the brand's balance calls answer. */
export async function balanceOf(app: AppContext, userId: number) {
  await reconcile(app, userId);
  return findBalance(app.db, userId);
}
