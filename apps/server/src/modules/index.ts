import { activitiesModule } from './activities/module.ts';
import { clubsModule } from './clubs/clubs-module.ts';
import { communityRoutes } from './community/routes.ts';
import { registerContentFilter, warmContentFilter } from './community/content-filter-version.ts';
import { consoleRoutes } from './console/routes.ts';
import { setupConsole } from './console/setup-console.ts';
import { registerViewBatch } from './community/view-batch.ts';
import { announceIdentity } from './identity/identity-runtime.ts';
import { identityRoutes } from './identity/routes.ts';
import { setupIdentity } from './identity/setup-identity.ts';
import { mediaJobs } from './media/gif-job.ts';
import { mediaRoutes } from './media/routes.ts';
import { registerSignedUpload } from './media/signed-upload-route.ts';
import type { Module } from './module.ts';
import { findActivityPublisher, isActivityTargetable } from './activities/index.ts';
import { provideOutsideTargets } from './community/index.ts';
import { growthActionConsumer } from './growth/index.ts';
import { growthRoutes } from './growth/routes.ts';
import { isProductTargetable } from './mall/index.ts';
import { mallRoutes } from './mall/routes.ts';
import { healthRoutes, opsRoutes } from './ops/routes.ts';
import { isPoiTargetable } from './places/index.ts';
import { placesModule } from './places/places-module.ts';
import { registerTrustDev } from './trust/dev-routes.ts';
import { trustRoutes } from './trust/routes.ts';
import { privacyModule } from './privacy/privacy-module.ts';
import { searchModule } from './search/search-module.ts';

export type { Module } from './module.ts';

// Checks and counts an area asks of areas that already call it are handed over here, where the list is loaded (before
// the demo content and the app are built), so no area imports one that imports it back (docs/architecture.md, "Who
// owns which table"): likes, comments and collections on activities, POIs and products ask those areas whether the
// object is there.
provideOutsideTargets({
  activity: isActivityTargetable,
  activityHost: findActivityPublisher,
  poi: isPoiTargetable,
  product: isProductTargetable,
});

/** Every area of the server. Demo content is the seed layer's (apps/server/src/seed, docs/architecture.md). */
export const modules: Module[] = [
  {
    name: 'community',
    routes: communityRoutes,
    // Views of micro-cached content details are added to their rows in batches.
    register: registerViewBatch,
  },
  // Identity: SMS gateway and partner adapters; in development the partner sandbox and /dev/api routes.
  { name: 'identity', routes: identityRoutes, register: setupIdentity, announce: announceIdentity },
  { name: 'media', routes: mediaRoutes, jobs: mediaJobs, uploads: registerSignedUpload },
  activitiesModule,
  clubsModule,
  placesModule,
  // Mall: products with SKUs, promotions, hotels, coupons.
  { name: 'mall', routes: mallRoutes },
  // Growth: the points ledger, levels, tasks from real events, the daily sign-in.
  { name: 'growth', routes: growthRoutes, consumers: [growthActionConsumer] },
  { name: 'ops', routes: [...opsRoutes, ...healthRoutes] },
  // The content filter: where its word list's version lives (Redis when set), so word changes reach every instance.
  {
    name: 'content-filter',
    routes: [],
    register: (_app, ctx) => registerContentFilter(ctx),
    start: async (ctx) => warmContentFilter(ctx),
  },
  // Trust: reports, moderation outcomes, one's own posts deleted or edited.
  // In development, /dev/api/moderate stands in for the console in the journeys.
  { name: 'trust', routes: trustRoutes, register: registerTrustDev },
  // The operations console: operators, roles, two-factor sign-in, the audit trail; production's two-factor check and,
  // in development, /dev/api/console-operator.
  { name: 'console', routes: consoleRoutes, register: setupConsole },
  // Privacy: phone numbers sealed at rest, account cancellation (注销), copies of one's personal data.
  privacyModule,
  // Search: its own index (search_documents) fed by the owners' events through the outbox (decision 0018).
  searchModule,
];
