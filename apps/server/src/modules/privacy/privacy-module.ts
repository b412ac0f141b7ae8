import type { Module } from '../module.ts';
import { CANCEL_JOB } from './cancel-repository.ts';
import { cancelJob, queueCancelSweep } from './cancel-service.ts';
import { EXPORT_JOB } from './export-repository.ts';
import { exportJob, registerExportDownload } from './export-service.ts';
import { convertClearPhones } from './phone-conversion.ts';
import { privacyRoutes } from './routes.ts';

/**
 * Privacy: phone numbers sealed at rest (the start converts rows still in the clear, before the app listens), account
 * cancellation with a cooling-off period, and copies of one's personal data.
 */
export const privacyModule: Module = {
  name: 'privacy',
  routes: privacyRoutes,
  register: async (app, ctx) => {
    await convertClearPhones(ctx, (line) => app.log.warn(line));
    registerExportDownload(app, ctx);
  },
  jobs: { [CANCEL_JOB]: cancelJob, [EXPORT_JOB]: exportJob },
  start: (ctx) => queueCancelSweep(ctx),
};
