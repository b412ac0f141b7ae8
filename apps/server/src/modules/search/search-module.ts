import type { Module } from '../module.ts';
import { searchConsumer } from './search-consumer.ts';
import { queueSearchReindex, searchReindexJob, SEARCH_REINDEX_JOB } from './search-reindex-job.ts';
import { searchRoutes } from './routes.ts';

/** Search: its own index of the owners' rows, fed by their events; the one global search path. */
export const searchModule: Module = {
  name: 'search',
  routes: searchRoutes,
  consumers: [searchConsumer],
  jobs: { [SEARCH_REINDEX_JOB]: searchReindexJob },
  start: (ctx) => queueSearchReindex(ctx),
};
