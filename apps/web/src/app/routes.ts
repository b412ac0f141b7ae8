import { prefetchCommunityFeed } from '../features/community/feed-route';
import { preloadPullToRefresh } from '../ui/deferred-pull-to-refresh';
import { devMessages } from '../features/identity/dev-messages';
import { queryClient } from '../api/query-client';
import { ROUTE_PATHS, routeHandle, type RoutePath } from './route-table';
import type { ActivityPage } from './pages/activity-pages';
import { RedirectHome } from './shell/redirect-home';
import type { ScreenRoute } from './start/app-router';
import type * as GuidePages from './pages/places-guides';

// Every screen is its own chunk (`lazy`); only the shell is in the entry. Prefetches defined here, outside
// the chunk, run while the chunk downloads, so a screen's first request does not wait for its code.

type Screen = Omit<ScreenRoute, 'handle'>;

/** Detail pages start their requests while their chunk loads; the prefetch module is its own small chunk. */
const detailPrefetch =
  (variant: 'content' | 'post'): Screen['prefetch'] =>
  (url) =>
    void import('../features/community/detail-route').then((m) => m.prefetchDetail(queryClient, url, variant));
const poiDetails = () => import('./pages/poi-details');
const changeDestination = () => import('./pages/change-destination');
const contentDetails = () => import('./pages/content-details');
/** An activity page through the one small chunk that names them all (pages/activity-pages.ts). */
const activity = (page: ActivityPage) => () => import('./pages/activity-pages').then((m) => m.activityPages[page]());
/** The destination guides' six screens: one chunk, so one preload list in the entry (pages/places-guides.tsx). */
const guides = (name: keyof typeof GuidePages): Screen => ({
  lazy: async () => ({ Component: (await import('./pages/places-guides'))[name] }),
});
/** The organiser's activity screens share one loader chunk (pages/activity-organiser.ts), one import in the entry. */
const organiser = (path: string): Screen => ({
  lazy: () => import('./pages/activity-organiser').then((m) => m.organiserPage(path)),
});

/** Every route of docs/product/shell.md with its screen: the type fails the build if one is missing. */
const SCREENS: Readonly<Record<RoutePath, Screen>> = {
  '/speakTopic': {
    lazy: () => import('./pages/speak-topic'),
    prefetch: (url) => {
      void preloadPullToRefresh();
      prefetchCommunityFeed(queryClient, url);
    },
    // Tab switches only change the query; the prefetch is cheap, but skip it when nothing else changed.
    prefetchOnQuery: false,
  },
  '/topicSquare': { lazy: () => import('./pages/topic-square') },
  '/dynamicDetails': { lazy: contentDetails, prefetch: detailPrefetch('content') },
  '/postDetails': { lazy: contentDetails, prefetch: detailPrefetch('post') },
  '/postTopicDetails': { lazy: contentDetails, prefetch: detailPrefetch('post') },
  '/commentDetails': { lazy: () => import('./pages/comment-details') },
  '/comment': { lazy: () => import('./pages/comment') },
  '/personHome': { lazy: () => import('./pages/person-home') },
  '/releaseDynamic': { lazy: () => import('./pages/release-dynamic') },
  '/content/publishrules': { lazy: () => import('./pages/publish-rules') },
  '/certified/creator': { lazy: () => import('./pages/certified-creator') },
  '/activitySquare': { lazy: activity('square') },
  '/activitylist': { lazy: activity('square') },
  '/activityCalendar': { lazy: activity('calendar') },
  '/activityDetails': { lazy: activity('details') },
  '/activityDetails1': { lazy: activity('details') },
  '/activityH5': { lazy: activity('details') },
  '/activityH5/apply': { lazy: activity('apply') },
  '/activityH5/applyresult': { lazy: activity('applyResult') },
  '/activityH5/protocol': { lazy: activity('protocol') },
  '/activityH5/signedup': { lazy: activity('signedUp') },
  '/registradetail': { lazy: activity('record') },
  '/location/basics': guides('LocationBasics'),
  '/billboardList': guides('BillboardList'),
  '/strategyList': guides('StrategyList'),
  '/articleDetails': guides('ArticleDetails'),
  '/rankList': guides('RankList'),
  '/destination/information': guides('DestinationInformation'),
  '/poiDetails': { lazy: poiDetails },
  '/poi/details': { lazy: poiDetails },
  '/poiPhotos': { lazy: () => import('./pages/poi-photos') },
  '/poiMap': { lazy: () => import('./pages/poi-map') },
  '/travelMap': { lazy: () => import('./pages/travel-map') },
  '/location/add': { lazy: () => import('./pages/location-add') },
  '/changeDestination': { lazy: changeDestination },
  '/destination/change': { lazy: changeDestination },
  '/login': { lazy: () => import('./pages/login') },
  '/register': { lazy: () => import('./pages/register') },
  '/countrycode': { lazy: () => import('./pages/country-code') },
  '/gdvip': { lazy: () => import('./pages/gdvip') },
  '/viewBigPicture': { lazy: () => import('./pages/view-big-picture') },
  '/saveImgView': { lazy: () => import('./pages/save-img-view') },
  '/guidePage': { lazy: () => import('./pages/guide-page') },
  '/guideApp': { lazy: () => import('./pages/guide-app') },
  '/poimall': { lazy: () => import('./pages/poimall') },
  '/growth/center': { lazy: () => import('./pages/growth-center') },
  '/messages': { lazy: () => import('./pages/messages') },
  '/mine': { lazy: () => import('./pages/mine') },
  '/mine/coupons': { lazy: () => import('./pages/my-coupons') },
  // Activities: the organiser's screens (publishing flow, question set, management).
  '/activityEdit': organiser('/activityEdit'),
  '/setactivityticket': organiser('/setactivityticket'),
  '/activitycharacteristictag': organiser('/activitycharacteristictag'),
  '/editactivitydetail': organiser('/editactivitydetail'),
  '/activitypublisheditsucces': organiser('/activitypublisheditsucces'),
  '/activitysucceed': organiser('/activitysucceed'),
  '/activityzocceed': organiser('/activityzocceed'),
  '/questionSet': organiser('/questionSet'),
  '/activitymanage': organiser('/activitymanage'),
  // Added: personal-data rights (docs/product/privacy.md).
  '/privacyCenter': { lazy: () => import('./pages/privacy-center') },
  '/privacyPolicy': { lazy: () => import('./pages/privacy-policy') },
  '/userAgreement': { lazy: () => import('./pages/user-agreement') },
  '/offline': { lazy: () => import('./pages/offline') },
};

/** docs/product/shell.md's routes (route-table.ts), each with its screen and handle, by lower-case path. */
const screens = new Map<string, ScreenRoute>(
  ROUTE_PATHS.map((path) => [path.toLowerCase(), { ...SCREENS[path], handle: routeHandle(path) }]),
);
// Development builds only (vite.config.ts's __DEV_TOOLS__). Written out here, not imported: the bundler
// drops a dynamic import only when the literal false stands at the import's own site.
if (import.meta.env.DEV || __DEV_TOOLS__)
  screens.set('/dev', { lazy: () => import('./pages/dev'), handle: { title: devMessages.dev.title } });

// docs/product/shell.md: unknown paths go to /speakTopic (the query string is kept).
const unknown: ScreenRoute = { Component: RedirectHome };

const decode = (pathname: string) => {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
};

/** The screen of an address, matched as react-router matched it: case aside, trailing slashes aside. */
export function resolveScreen(pathname: string): ScreenRoute {
  return screens.get(decode(pathname).replace(/\/+$/, '').toLowerCase()) ?? unknown;
}
