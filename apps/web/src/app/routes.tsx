import { createBrowserRouter, type RouteObject } from 'react-router';
import { prefetchCommunityFeed } from '../features/community/feed-route';
import { preloadPullToRefresh } from '../ui/deferred-pull-to-refresh';
import { messages } from './messages';
import { queryClient } from './query-client';
import { AppShell } from './shell/app-shell';
import { RedirectHome } from './shell/redirect-home';
import type { RouteHandle } from './shell/route-handle';
import { RouteError } from './shell/route-error';
import { Spinner } from './shell/spinner';

// Every screen is its own chunk (`lazy`); only the shell is in the entry. Loaders defined here, outside
// the chunk, run while the chunk downloads, so a screen's first request does not wait for its code.

const comingSoon = () => import('./pages/coming-soon');

type Screen = Omit<RouteObject, 'handle' | 'children' | 'index'> & { path: string; handle?: RouteHandle };

/**
 * The screens of SPEC.md section 2. The next step adds the rest of that list here, one entry per path
 * (aliases such as /activitylist and /poi/details as separate entries sharing a `lazy`), with
 * handle.requiresLogin for the eight login routes and handle.keepAlive for BRIEF.md 5a's list.
 */
const screens: Screen[] = [
  {
    path: '/speakTopic',
    lazy: () => import('./pages/speak-topic'),
    loader: ({ request }) => {
      void preloadPullToRefresh();
      return prefetchCommunityFeed(queryClient, new URL(request.url));
    },
    // Tab switches only change the query; the prefetch is cheap, but skip it when nothing else changed.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    handle: { title: messages.feed.title, home: true, keepAlive: true },
  },
  { path: '/dynamicDetails', lazy: comingSoon, handle: { title: messages.app.comingSoon } },
];

export const routes: RouteObject[] = [
  {
    Component: AppShell,
    // Shown until the first screen's chunk has arrived.
    HydrateFallback: () => <Spinner />,
    ErrorBoundary: RouteError,
    children: [
      ...screens,
      // SPEC.md: unknown paths go to /speakTopic (the query string is kept).
      { path: '*', Component: RedirectHome },
    ],
  },
];

export const router = createBrowserRouter(routes);
