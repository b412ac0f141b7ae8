import type { AppContext } from '../../platform/context.ts';
import { enqueueJob, isJobPending } from '../../platform/jobs/job-repository.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import {
  hasUnindexedRows,
  setContentSearchText,
  setTopicSearchText,
  unindexedContents,
  unindexedTopics,
} from './search-repository.ts';
import { indexTokens, searchNorm } from '../../platform/text/search-text.ts';

// Rows written before search existed (or by SQL outside the server) have no jieba tokens: the worker fills
// them in batches, in the background, so a start never waits for it.

export const SEARCH_REINDEX_JOB = 'search.reindex';
const BATCH = 500;

/** Queues a re-index when some content or topic has no tokens yet (and none is queued already). */
export async function queueSearchReindex(app: AppContext): Promise<void> {
  if ((await hasUnindexedRows(app.db)) && !(await isJobPending(app.db, SEARCH_REINDEX_JOB))) {
    await enqueueJob(app.db, SEARCH_REINDEX_JOB, {});
  }
}

export const searchReindexJob: JobHandler = async (app) => {
  let contents = 0;
  let topics = 0;
  for (;;) {
    const batch = await unindexedContents(app.db, BATCH);
    for (const c of batch) {
      const parts = [c.title, c.body, c.topic ?? '', c.place_name];
      // A text with no usable token still gets a marker, so it is not picked up again.
      await setContentSearchText(app.db, c.id, indexTokens(...parts) || '_', searchNorm(...parts));
    }
    contents += batch.length;
    if (batch.length < BATCH) break;
  }
  for (const t of await unindexedTopics(app.db)) {
    await setTopicSearchText(
      app.db,
      t.id,
      indexTokens(t.title, t.description) || '_',
      searchNorm(t.title, t.description),
    );
    topics += 1;
  }
  return { contents, topics };
};
