import type { AppContext } from '../../platform/context.ts';
import { enqueueJob } from '../../platform/jobs/job-repository.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { HOLD_JOB } from './enrolment-repository.ts';
import { expireOneHold, finishDeletedActivities } from './seat-service.ts';

// A seat freed by a cancellation is held for the first in line for ACTIVITY_HOLD_HOURS. The offer queues a job that
// runs when the hold lapses; the job ends every lapsed hold (not only its own, so a missed run is caught up by the
// next) and passes each seat to the next in line, who gets a hold and a job of their own.

export { HOLD_JOB };

export const holdExpiryJob: JobHandler = async (app: AppContext) => {
  let ended = 0;
  while (await expireOneHold(app)) ended += 1;
  // A deletion cut short (a crash between its refunds) is finished here, so no paid seat of a deleted activity stays.
  const cancelled = await finishDeletedActivities(app);
  return { ended, cancelled };
};

/** At start-up: one sweep for holds that lapsed while no server ran. */
export async function queueHoldSweep(app: AppContext) {
  await enqueueJob(app.db, HOLD_JOB, { sweep: true });
}
