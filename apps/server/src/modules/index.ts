import { loadDemoContent } from '../demo/load-demo-content.ts';
import { communityRoutes } from './community/routes.ts';
import { queueSearchReindex, searchReindexJob, SEARCH_REINDEX_JOB } from './community/search-reindex-job.ts';
import { announceIdentity } from './identity/identity-runtime.ts';
import { identityRoutes } from './identity/routes.ts';
import { setupIdentity } from './identity/setup-identity.ts';
import { mediaJobs } from './media/gif-job.ts';
import { mediaRoutes } from './media/routes.ts';
import { registerSignedUpload } from './media/signed-upload-route.ts';
import type { Module } from './module.ts';
import { healthRoutes, opsRoutes } from './ops/routes.ts';

export type { Module } from './module.ts';

/** Every area of the server. Order matters only for demo content (community makes the demo users first). */
export const modules: Module[] = [
  {
    name: 'community',
    routes: communityRoutes,
    jobs: { [SEARCH_REINDEX_JOB]: searchReindexJob },
    start: (ctx) => queueSearchReindex(ctx),
    demo: loadDemoContent,
  },
  // Identity: SMS gateway and partner adapters; in development the partner sandbox and /dev/api routes.
  { name: 'identity', routes: identityRoutes, register: setupIdentity, announce: announceIdentity },
  { name: 'media', routes: mediaRoutes, jobs: mediaJobs, register: registerSignedUpload },
  { name: 'ops', routes: [...opsRoutes, ...healthRoutes] },
];

/** Demo content of every area, in list order. */
export async function loadModuleDemos(ctx: Parameters<NonNullable<Module['demo']>>[0], say: (line: string) => void) {
  for (const m of modules) await m.demo?.(ctx, say);
}
