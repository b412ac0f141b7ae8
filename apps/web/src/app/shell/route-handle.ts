import { useMatches } from 'react-router';

/** What a route tells the shell about itself (set as `handle` in routes.tsx). */
export type RouteHandle = {
  /** Top bar and document title. */
  title?: string;
  /** false: no loading indicator when navigating here (SPEC.md: big-picture and guide screens). */
  loading?: boolean;
  /** Kept alive when left (BRIEF.md 5a); honoured once the shell keeps screens alive. */
  keepAlive?: boolean;
  /** Needs a logged-in user; honoured once the login guard exists. */
  requiresLogin?: boolean;
  /** The app's home: no back button. */
  home?: boolean;
};

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}
