import type { RouteHandle } from '../route-table';
import { useAppRouter } from './router-view';

export type { RouteHandle } from '../route-table';

/** The handle of the screen shown (unknown paths have none). */
export function useRouteHandle(): RouteHandle {
  return useAppRouter().state.route.handle ?? {};
}
