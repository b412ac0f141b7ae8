import type { Module } from '../module.ts';
import { registerOfflineMap } from './map-service.ts';
import { placesRoutes } from './routes.ts';
import { startTreasureRanking, TREASURE_JOB, treasureJob } from './treasure-service.ts';

/** Destinations and places (docs/product/places.md): destinations, POIs, what is near, maps, rankings, guides, proposals. */
export const placesModule: Module = {
  name: 'places',
  routes: placesRoutes,
  register: (app, ctx) => registerOfflineMap(app, ctx),
  jobs: { [TREASURE_JOB]: treasureJob },
  start: (ctx) => startTreasureRanking(ctx),
};
