import type { RouteDef } from '../platform/http/routes.ts';
import { communityRoutes } from './community/routes.ts';
import { identityRoutes } from './identity/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { healthRoutes, platformRoutes } from './platform/routes.ts';

export interface Module {
  name: string;
  routes: RouteDef[];
}

/** Every area's routes. A path of the contract with no route here answers '功能暂未开放'. */
export const modules: Module[] = [
  { name: 'community', routes: communityRoutes },
  { name: 'identity', routes: identityRoutes },
  { name: 'media', routes: mediaRoutes },
  { name: 'platform', routes: [...platformRoutes, ...healthRoutes] },
];
