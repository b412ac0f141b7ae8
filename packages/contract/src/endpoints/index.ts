import { activitiesEndpoints } from './activities.ts';
import { communityEndpoints } from './community.ts';
import type { Endpoint } from './define.ts';
import { growthEndpoints } from './growth.ts';
import { identityEndpoints } from './identity.ts';
import { mallEndpoints } from './mall.ts';
import { mediaEndpoints } from './media.ts';
import { placesEndpoints } from './places.ts';
import { platformEndpoints } from './platform.ts';

export type { Auth, Endpoint, Method } from './define.ts';

export const AREAS = {
  identity: identityEndpoints,
  community: communityEndpoints,
  activities: activitiesEndpoints,
  places: placesEndpoints,
  mall: mallEndpoints,
  growth: growthEndpoints,
  media: mediaEndpoints,
  platform: platformEndpoints,
} as const;

/** Every path of ENDPOINTS.md but updateProfile (180) and the 2 added for activity management, in its order. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(AREAS).flat();

export const ENDPOINT_BY_PATH: ReadonlyMap<string, Endpoint> = new Map(ENDPOINTS.map((e) => [e.path, e]));
