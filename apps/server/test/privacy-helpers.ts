import { sql } from 'kysely';
import { jobSignals } from '../src/platform/jobs/job-repository.ts';
import { codeFor, newMobile, register } from './identity-helpers.ts';
import type { TestApp } from './support/test-app.ts';

// Shared by the privacy tests.

export const PRIVACY = {
  exportData: '/api/user/v1/privacy/exportData',
  cancelAccount: '/api/user/v1/privacy/cancelAccount',
  revokeCancel: '/api/user/v1/privacy/revokeCancel',
  status: '/api/user/v1/privacy/status',
} as const;

/** A user registered by phone through the API, with the number they registered. */
export async function phoneUser(t: TestApp) {
  const mobile = newMobile();
  const answer = await register(t, mobile);
  const row = await t.ctx.db
    .selectFrom('users')
    .select('id')
    .where('user_code', '=', answer.user_id)
    .executeTakeFirstOrThrow();
  return { mobile, token: answer.token, userCode: answer.user_id, userId: row.id };
}

export const cancelCode = (t: TestApp, mobile: string) => codeFor(t, mobile, 'cancel');

/** Polls until `check` holds (the in-process job worker runs the job), failing after `ms`. */
export async function until<T>(check: () => Promise<T | undefined | null | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The cooling-off period passes: the user's pending cancellation and its job are due now, and the worker is woken. */
export async function coolingOffPasses(t: TestApp, userId: number) {
  await t.ctx.db
    .updateTable('account_cancellations')
    .set({ effective_at: sql<Date>`now() - interval '1 second'` })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  await t.ctx.db
    .updateTable('jobs')
    .set({ run_after: sql<Date>`now()` })
    .where('kind', '=', 'privacy.cancel')
    .where('status', '=', 'queued')
    .execute();
  jobSignals.emit('queued');
  await until(async () => {
    const row = await t.ctx.db
      .selectFrom('account_cancellations')
      .select('status')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    // Done, and the job that did it finished (it drops cached sessions after its transaction).
    const running = await t.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'privacy.cancel')
      .where('status', 'in', ['queued', 'running'])
      .where('run_after', '<=', sql<Date>`now()`)
      .execute();
    return row?.status === 'done' && running.length === 0;
  });
}
