import { maskPhone } from '@app/rules';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { CancelPosts } from '../../platform/db/schema.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { enqueueJob } from '../../platform/jobs/job-repository.ts';
import { findUserById, keyPhone, useCode, userMobile } from '../identity/index.ts';
import {
  CANCEL_JOB,
  findPendingCancellation,
  insertCancellation,
  revokeCancellation,
  takeDueCancellation,
} from './cancel-repository.ts';
import { eraseUser } from './erase-service.ts';

// Account cancellation (注销), docs/product/privacy.md: an SMS code to one's own number, 15 days to change one's
// mind (logging in still works, and the app offers to withdraw), then the personal data is erased.

export const COOLING_OFF_DAYS = 15;

async function ownPhone(app: AppContext, me: SessionUser) {
  const user = await findUserById(app.db, me.id);
  if (!user) throw notFound();
  const mobile = await userMobile(app, user);
  return { user, phone: mobile ? await keyPhone(app, { countryCode: user.country_code, mobile }) : null };
}

export async function cancelAccount(
  app: AppContext,
  me: SessionUser,
  input: { code: string; posts: CancelPosts },
  ip: string,
) {
  const { phone } = await ownPhone(app, me);
  if (!phone) throw refuse('账号未绑定手机号，无法验证身份，请联系客服注销');
  if (await findPendingCancellation(app.db, me.id)) throw refuse('已提交注销申请，冷静期内可撤销');
  await useCode(app, phone, ['cancel'], input.code, ip);
  const effectiveAt = await insertCancellation(app.db, { userId: me.id, posts: input.posts, days: COOLING_OFF_DAYS });
  if (!effectiveAt) throw refuse('已提交注销申请，冷静期内可撤销');
  return { effectiveAt: new Date(effectiveAt).toISOString() };
}

export async function revokeCancel(app: AppContext, me: SessionUser) {
  if (!(await revokeCancellation(app.db, me.id))) throw refuse('没有待生效的注销申请');
  return { revoked: true };
}

export async function cancellationState(app: AppContext, me: SessionUser) {
  const { user, phone } = await ownPhone(app, me);
  const pending = await findPendingCancellation(app.db, me.id);
  return {
    cancellation: pending ? { effectiveAt: new Date(pending.effective_at).toISOString(), posts: pending.posts } : null,
    mobile: phone ? maskPhone(phone.mobile) : '',
    countryCode: user.country_code,
  };
}

/**
 * Carries out every cancellation that is due (not only the one that queued it: a run missed while no server ran is
 * caught up by the next), each in its own transaction.
 */
export const cancelJob: JobHandler = async (app) => {
  let erased = 0;
  while (await takeDueCancellation(app.db, eraseUser)) {
    erased += 1;
    // The sessions were revoked in the erasing transaction; cached ones go at once, on every instance.
    await app.sessions.invalidate();
  }
  return { erased };
};

/** At start-up: one run for cancellations that fell due while no server ran. */
export async function queueCancelSweep(app: AppContext) {
  await enqueueJob(app.db, CANCEL_JOB, { sweep: true });
}
