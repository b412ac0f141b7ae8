import type { AppContext } from '../../platform/context.ts';
import { enqueueJob, isJobPending } from '../../platform/jobs/job-repository.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { indexMissing } from './search-indexer.ts';

// Rows with no document (a database from before the index, rows written by SQL outside the server) are indexed by the
// worker in batches, in the background, so a start never waits for it. Later changes arrive as events.

export const SEARCH_REINDEX_JOB = 'search.reindex';

/** Queues a pass over the owners' rows for those without a document (unless one is queued already). */
export async function queueSearchReindex(app: AppContext): Promise<void> {
  if (!(await isJobPending(app.db, SEARCH_REINDEX_JOB))) await enqueueJob(app.db, SEARCH_REINDEX_JOB, {});
}

export const searchReindexJob: JobHandler = async (app) => ({ ...(await indexMissing(app)) });
