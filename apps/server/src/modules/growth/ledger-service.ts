import type { AppContext } from '../../platform/context.ts';
import { findBalance, findUnreversedSourcedRewards, postTxn, type Posting } from './ledger-repository.ts';
import { orphaned } from './qualifying-actions.ts';
import { recheckRewardTxn } from './reward-check.ts';

/** Posts one ledger transaction in its own database transaction; null when the event was already paid. */
export async function post(app: AppContext, posting: Posting) {
  return app.db.transaction().execute((trx) => postTxn(trx, posting));
}

/**
 * Re-checks every reward whose newest content item or comment is gone (a path that undid it without calling
 * recheckRewards, such as a direct takedown): each is reversed only if what remains no longer reaches its target
 * (reward-check.ts); the reversal's event key ('reverse:<id>') is unique, so concurrent readers reverse it once.
 */
export async function reconcile(app: AppContext, userId: number): Promise<void> {
  const candidates = await orphaned(app.db, await findUnreversedSourcedRewards(app.db, userId));
  for (const reward of candidates) await recheckRewardTxn(app, userId, reward);
}

/** The balances after reconciling: what grow/info, the task lists and the brand's balance calls answer. */
export async function balanceOf(app: AppContext, userId: number) {
  await reconcile(app, userId);
  return findBalance(app.db, userId);
}
