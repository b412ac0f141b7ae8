import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { indexTokens, searchNorm } from './search-text.ts';

// Rows written before search existed (or by SQL outside the server) have no jieba tokens: the worker fills
// them in batches, in the background, so a start never waits for it.

export const SEARCH_REINDEX_JOB = 'search.reindex';
const BATCH = 500;

/** Queues a re-index when some content or topic has no tokens yet (and none is queued already). */
export async function queueSearchReindex(app: AppContext): Promise<void> {
  const { rows } = await sql<{ missing: boolean; queued: boolean }>`
    select exists (select 1 from contents where search_tokens = '' and status = 'published')
        or exists (select 1 from topics where search_tokens = '') as missing,
      exists (select 1 from jobs where kind = ${SEARCH_REINDEX_JOB} and status in ('queued', 'running')) as queued`.execute(
    app.db,
  );
  if (rows[0]?.missing && !rows[0].queued) await enqueueJob(app.db, SEARCH_REINDEX_JOB, {});
}

export const searchReindexJob: JobHandler = async (app) => {
  let contents = 0;
  let topics = 0;
  for (;;) {
    const batch = await app.db
      .selectFrom('contents as c')
      .leftJoin('topics as t', 't.id', 'c.topic_id')
      .select(['c.id', 'c.title', 'c.body', 'c.place_name', 't.title as topic'])
      .where('c.search_tokens', '=', '')
      .where('c.status', '=', 'published')
      .orderBy('c.id')
      .limit(BATCH)
      .execute();
    for (const c of batch) {
      const parts = [c.title, c.body, c.topic ?? '', c.place_name];
      // A text with no usable token still gets a marker, so it is not picked up again.
      const tokens = indexTokens(...parts) || '_';
      await app.db
        .updateTable('contents')
        .set({ search_tokens: tokens, search_norm: searchNorm(...parts) })
        .where('id', '=', c.id)
        .execute();
    }
    contents += batch.length;
    if (batch.length < BATCH) break;
  }
  const missing = await app.db
    .selectFrom('topics')
    .select(['id', 'title', 'description'])
    .where('search_tokens', '=', '')
    .execute();
  for (const t of missing) {
    await app.db
      .updateTable('topics')
      .set({
        search_tokens: indexTokens(t.title, t.description) || '_',
        search_norm: searchNorm(t.title, t.description),
      })
      .where('id', '=', t.id)
      .execute();
    topics += 1;
  }
  return { contents, topics };
};
