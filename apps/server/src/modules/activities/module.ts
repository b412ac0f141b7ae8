import type { Module } from '../module.ts';
import { registerActivityDevRoutes } from './dev-routes.ts';
import { HOLD_JOB, holdExpiryJob, queueHoldSweep } from './hold-job.ts';
import { IMPORT_JOB, runImportJob } from './invitation-import-service.ts';
import { activityRoutes } from './routes.ts';

/** Activities: the square, sign-up with a waitlist and holds, check-in, the publishing whitelist. */
export const activitiesModule: Module = {
  name: 'activities',
  routes: activityRoutes,
  register: registerActivityDevRoutes,
  jobs: { [HOLD_JOB]: holdExpiryJob, [IMPORT_JOB]: runImportJob },
  start: (ctx) => queueHoldSweep(ctx),
};
