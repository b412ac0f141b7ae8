import { describe, expect, it } from 'vitest';
import { LOGIN_ROUTES } from '../lib/login-routes';
import { KEEP_ALIVE_ROUTES, NO_LOADING_ROUTES, ROUTE_PATHS, routeHandle } from './route-table';

// docs/product/shell.md, word for word.
const SPEC_PUBLIC = [
  '/activitySquare',
  '/activitylist',
  '/activitysucceed',
  '/activityzocceed',
  '/registradetail',
  '/activitymanage',
  '/questionSet',
  '/activityCalendar',
  '/activityDetails',
  '/activityDetails1',
  '/activityH5',
  '/activityH5/apply',
  '/activityH5/applyresult',
  '/activityH5/protocol',
  '/activityH5/signedup',
  '/login',
  '/register',
  '/countrycode',
  '/gdvip',
  '/speakTopic',
  '/dynamicDetails',
  '/commentDetails',
  '/postDetails',
  '/postTopicDetails',
  '/topicSquare',
  '/personHome',
  '/comment',
  '/content/publishrules',
  '/certified/creator',
  '/location/basics',
  '/billboardList',
  '/poiDetails',
  '/poi/details',
  '/poiPhotos',
  '/articleDetails',
  '/strategyList',
  '/rankList',
  '/travelMap',
  '/changeDestination',
  '/destination/information',
  '/destination/change',
  '/poiMap',
  '/poimall',
  '/viewBigPicture',
  '/saveImgView',
  '/guidePage',
  '/guideApp',
];
// Routes added beyond the list above: personal-data rights, one's own hub, what is kept offline.
const ADDED = ['/privacyCenter', '/privacyPolicy', '/userAgreement', '/mine', '/offline'];
const SPEC_LOGIN = [
  '/activityEdit',
  '/activitypublisheditsucces',
  '/setactivityticket',
  '/activitycharacteristictag',
  '/editactivitydetail',
  '/releaseDynamic',
  '/location/add',
  '/growth/center',
];
// Added beside docs/product/README.md's routes, behind the login guard: the message centre (docs/product/notices.md).
const ADDED_LOGIN = ['/messages', '/mine/coupons'];

describe('the route table', () => {
  it('has every route of docs/product/shell.md and nothing else but the added ones', () => {
    expect([...ROUTE_PATHS].sort()).toEqual([...SPEC_PUBLIC, ...SPEC_LOGIN, ...ADDED, ...ADDED_LOGIN].sort());
  });

  it('guards exactly the eight login routes and the added ones', () => {
    const guarded = [...SPEC_LOGIN, ...ADDED_LOGIN];
    expect([...LOGIN_ROUTES].sort()).toEqual([...guarded].sort());
    for (const path of ROUTE_PATHS) expect(!!routeHandle(path).requiresLogin, path).toBe(guarded.includes(path));
  });

  it("keeps docs/product/shell.md's screens alive, aliases included", () => {
    expect(KEEP_ALIVE_ROUTES).toHaveLength(12);
    const kept = ROUTE_PATHS.filter((p) => routeHandle(p).keepAlive).sort();
    expect(kept).toEqual([...KEEP_ALIVE_ROUTES, '/activitylist'].sort());
    // No kept screen needs login: the guard never has to sit around a kept screen.
    for (const p of kept) expect(routeHandle(p).requiresLogin).toBeUndefined();
  });

  it('shows the loading indicator everywhere but the big picture, save image and guide screens', () => {
    const quiet = ROUTE_PATHS.filter((p) => routeHandle(p).loading === false).sort();
    expect(quiet).toEqual([...NO_LOADING_ROUTES].sort());
  });

  it('puts the tab bar on its five places only, aliases included', () => {
    const tabbed = ROUTE_PATHS.filter((p) => routeHandle(p).tab).sort();
    expect(tabbed).toEqual(
      ['/speakTopic', '/destination/information', '/activitySquare', '/activitylist', '/messages', '/mine'].sort(),
    );
    expect(routeHandle('/activitylist').tab).toBe('activities');
    expect(routeHandle('/mine').tab).toBe('mine');
  });

  it('never titles a route 成功: the result screens say it in their body, and only when it is so', () => {
    for (const p of ROUTE_PATHS) expect(routeHandle(p).title, p).not.toMatch(/成功/);
  });

  it('gives every route a title and makes /speakTopic the home', () => {
    for (const p of ROUTE_PATHS) expect(routeHandle(p).title, p).toMatch(/\S/);
    expect(routeHandle('/speakTopic').home).toBe(true);
    expect(routeHandle('/poi/details').title).toBe(routeHandle('/poiDetails').title);
  });
});
