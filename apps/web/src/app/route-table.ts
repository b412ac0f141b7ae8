import { LOGIN_ROUTES } from '../lib/login-routes';
import { messages } from './messages';

// docs/product/shell.md's routes with docs/product/shell.md's flags, as data: routes.tsx attaches the screens.

/** docs/product/shell.md: screens kept alive (state and scroll) when left. */
export const KEEP_ALIVE_ROUTES = [
  '/speakTopic',
  '/topicSquare',
  '/activitySquare',
  '/activityCalendar',
  '/billboardList',
  '/strategyList',
  '/rankList',
  '/changeDestination',
  '/destination/change',
  '/poimall',
  '/personHome',
  '/travelMap',
] as const;

/** docs/product/shell.md: the only screens without the loading indicator. */
export const NO_LOADING_ROUTES = ['/viewBigPicture', '/saveImgView', '/guidePage', '/guideApp'] as const;

/**
 * docs/product/shell.md "The tab bar": the five places it leads to, in its order, and the screen each stands for.
 * The bar shows on these screens only (aliases included), so a detail screen keeps its own bottom bar.
 */
export const TAB_ROUTES = [
  { tab: 'home', path: '/speakTopic' },
  { tab: 'places', path: '/destination/information' },
  { tab: 'activities', path: '/activitySquare' },
  { tab: 'messages', path: '/messages' },
  { tab: 'mine', path: '/mine' },
] as const;
export type TabKey = (typeof TAB_ROUTES)[number]['tab'];

/** Screens that draw edge to edge without our top bar. */
const BARE_ROUTES = ['/viewBigPicture', '/saveImgView'];

/** Two addresses of one screen: the alias shows the canonical screen (and is kept alive like it). */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/activitylist': '/activitySquare',
  '/poi/details': '/poiDetails',
};

const t = messages.routes;

/** Every route of docs/product/shell.md with its title, in the order of that section. */
export const ROUTE_TITLES = {
  // Activities
  '/activitySquare': t.activitySquare,
  '/activitylist': t.activitySquare,
  '/activitysucceed': t.activitySucceed,
  '/activityzocceed': t.activityJoined,
  '/registradetail': t.enrolDetail,
  '/activitymanage': t.activityManage,
  '/questionSet': t.questionSet,
  '/activityCalendar': t.activityCalendar,
  '/activityDetails': t.activityDetails,
  '/activityDetails1': t.activityDetails,
  '/activityH5': t.activityH5,
  '/activityH5/apply': t.activityApply,
  '/activityH5/applyresult': t.activityApplyResult,
  '/activityH5/protocol': t.activityProtocol,
  '/activityH5/signedup': t.activitySignedUp,
  '/activityEdit': t.activityEdit,
  '/activitypublisheditsucces': t.activitySucceed,
  '/setactivityticket': t.activityTicket,
  '/activitycharacteristictag': t.activityTags,
  '/editactivitydetail': t.activityEditDetail,
  // Access
  '/login': t.login,
  '/register': t.register,
  '/countrycode': t.countryCode,
  '/gdvip': t.gdvip,
  // Community
  '/speakTopic': t.speakTopic,
  '/dynamicDetails': t.dynamicDetails,
  '/commentDetails': t.commentDetails,
  '/postDetails': t.postDetails,
  '/postTopicDetails': t.postTopicDetails,
  '/topicSquare': t.topicSquare,
  '/personHome': t.personHome,
  '/comment': t.comment,
  '/content/publishrules': t.publishRules,
  '/certified/creator': t.certifiedCreator,
  '/releaseDynamic': t.releaseDynamic,
  '/growth/center': t.growthCenter,
  // Added: the message centre (docs/product/notices.md)
  '/messages': t.messages,
  // Added: one's own hub (我的), the tab bar's last place (docs/product/shell.md)
  '/mine': t.mine,
  '/mine/coupons': t.myCoupons,
  // Places
  '/location/basics': t.locationBasics,
  '/location/add': t.locationAdd,
  '/billboardList': t.billboardList,
  '/poiDetails': t.poiDetails,
  '/poi/details': t.poiDetails,
  '/poiPhotos': t.poiPhotos,
  '/articleDetails': t.articleDetails,
  '/strategyList': t.strategyList,
  '/rankList': t.rankList,
  '/travelMap': t.travelMap,
  '/changeDestination': t.changeDestination,
  '/destination/information': t.destinationInformation,
  '/destination/change': t.changeDestination,
  '/poiMap': t.poiMap,
  '/poimall': t.poiMall,
  // Media and app
  '/viewBigPicture': t.viewBigPicture,
  '/saveImgView': t.saveImage,
  '/guidePage': t.guidePage,
  '/guideApp': t.guideApp,
  // Added: personal-data rights
  '/privacyCenter': t.privacyCenter,
  '/privacyPolicy': t.privacyPolicy,
  '/userAgreement': t.userAgreement,
  // Added: what is kept on the device (docs/product/offline.md)
  '/offline': t.offline,
} satisfies Readonly<Record<string, string>>;

export type RoutePath = keyof typeof ROUTE_TITLES;
export const ROUTE_PATHS = Object.keys(ROUTE_TITLES) as readonly RoutePath[];

/** What a route tells the shell about itself (the `handle` of routes.tsx). */
export type RouteHandle = {
  /** Top bar and document title. */
  title?: string;
  /** false: no loading indicator when navigating here. */
  loading?: boolean;
  /** Kept alive (state and scroll) when left. */
  keepAlive?: boolean;
  /** Needs a logged-in user: the login guard runs first. */
  requiresLogin?: boolean;
  /** The app's home: no back button. */
  home?: boolean;
  /** Drawn edge to edge, without our top bar. */
  bare?: boolean;
  /** One of the tab bar's places: the bar shows, with this tab lit. */
  tab?: TabKey;
};

const has = (list: readonly string[], path: string) => list.includes(path);

export function routeHandle(path: string): RouteHandle {
  const canonical = ROUTE_ALIASES[path] ?? path;
  const titles: Readonly<Record<string, string>> = ROUTE_TITLES;
  const handle: RouteHandle = { title: titles[path] ?? messages.app.name };
  if (has(LOGIN_ROUTES, canonical)) handle.requiresLogin = true;
  if (has(KEEP_ALIVE_ROUTES, canonical)) handle.keepAlive = true;
  if (has(NO_LOADING_ROUTES, canonical)) handle.loading = false;
  if (has(BARE_ROUTES, canonical)) handle.bare = true;
  if (canonical === '/speakTopic') handle.home = true;
  const tab = TAB_ROUTES.find((r) => r.path === canonical);
  if (tab) handle.tab = tab.tab;
  return handle;
}
