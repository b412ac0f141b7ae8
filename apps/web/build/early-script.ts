import { IMAGE_DEFAULTS, MEDIA_PATH_PREFIX, MEDIA_SRCSET_WIDTHS, STORAGE_KEYS, TOKEN_PARAMS } from '@app/rules';

// The inline script index.html runs before any of our code (ES5, no imports: it is text in the page). On the six
// screens people land on from outside, it (1) preloads the route's own chunks and styles, which otherwise start
// only once the entry has run, (2) asks for the screen's main data as the document arrives, (3) on the detail
// screens, once that answer is in, preloads the picture that will be the largest paint, so the picture does not
// wait for the script that renders it, and (4) on an activity's and a place's screen shows that picture in the first
// frame. The app's http client takes an early answer when it makes the very same request (src/api/early-request.ts):
// same address, same body byte for byte, so the bodies below copy the key order of the feature's own request (named
// beside each). Anything else (a stored token, another API environment, a token in the address) keeps the requests
// out of it, and the worst case is one unused anonymous read.

/** Paths and bodies the features send. Each is pinned by early-script.test.ts against the feature's own code. */
export const EARLY = {
  // features/community/api/pub-list.ts: { ...filter, pageSize } (the feed, and a user's dynamics tab).
  feed: '/api/content/v1/pub/list',
  feedPageSize: 20,
  // features/community/api/content-detail.ts: { id }.
  contentDetail: '/api/content/v1/pub/queryDetail',
  // features/community/api/user-profile.ts: { userId }.
  profile: '/api/community/v1/talent/queryInfo',
  // features/community/api/topic-square.ts: {} and { sort: 'hot', pageSize }.
  squareColumns: '/api/community/v1/topicSquare/queryColumn',
  topics: '/api/community/v1/topic/queryByParams',
  topicsPageSize: 20,
  // features/community/api/adverts.ts: { page } for a visitor who came through no channel or store.
  adverts: '/api/community/v1/brandAdvertising/findListByPage',
  // features/activities/api/activity-detail.ts: { id: Number(id) }.
  activity: '/api/community/v1/activity/findOne',
  // features/places/api/poi.ts: { poiId }.
  poi: '/api/ls/v1/destination/poiInfo',
} as const;

/** `files`: per screen path, the chunks and styles of its route that the entry does not carry. */
export function earlyScript(files: Record<string, string[]>, base: string, apiBase: string): string {
  const j = JSON.stringify;
  // Each file named once; the screens list their files by number (they share most of them).
  const all = [...new Set(Object.values(files).flat())];
  const picks = Object.fromEntries(
    Object.entries(files).map(([path, list]) => [path, list.map((f) => all.indexOf(f))]),
  );
  return `(function (w, d, l) {
  var picks = ${j(picks)}[l.pathname] || [];
  var all = ${j(all)};
  // After the first frame (#boot) has painted: it needs none of them, and they would share the line with it.
  var preloaded = false;
  function preload() {
    if (preloaded) return;
    preloaded = true;
    picks.forEach(function (n) {
      var f = all[n], k = d.createElement('link');
      // Anonymous like Vite's own loading of them: a preload in another credentials mode is fetched twice.
      if (/\\.css$/.test(f)) { k.rel = 'preload'; k.as = 'style'; } else { k.rel = 'modulepreload'; }
      k.crossOrigin = '';
      k.href = ${j(base)} + f;
      d.head.appendChild(k);
    });
  }
  if (picks.length) {
    w.requestAnimationFrame(function () { setTimeout(preload, 0); });
    // A page opened in the background gets no frame: the files still come, a little later.
    setTimeout(preload, 200);
  }
  var q = new URLSearchParams(l.search);
  try { if (w.localStorage.getItem(${j(STORAGE_KEYS.token)})) return; } catch (e) { return; }
  if (q.has('env') || /social\\/(staging|test)/.test(l.href)) return;
  var tokens = ${j(TOKEN_PARAMS)};
  for (var i = 0; i < tokens.length; i++) if (q.has(tokens[i])) return;
  var early = w.__earlyRequests = [];
  function param() {
    for (var i = 0; i < arguments.length; i++) { var v = (q.get(arguments[i]) || '').trim(); if (v) return v; }
    return '';
  }
  // Our media server's resize parameters (packages/rules processImageUrl), for a plain /media/ path only.
  function media(url, width) {
    return url + '?w=' + width + '&q=${IMAGE_DEFAULTS.quality}&fit=${IMAGE_DEFAULTS.fit}';
  }
  // A picture of our own media server, as a plain path (the only kind resized by address).
  function ours(url) {
    return typeof url === 'string' && url.indexOf(${j(MEDIA_PATH_PREFIX)}) === 0 && !/[?#]/.test(url);
  }
  function srcsetOf(url, widths) {
    return widths.map(function (x) { return media(url, x) + ' ' + x + 'w'; }).join(', ');
  }
  // The same src, srcset and sizes as ui/safe-image.tsx gives the <img>, so the browser picks the same file.
  function picture(url, width, widths, sizes) {
    if (!ours(url)) return;
    var k = d.createElement('link');
    k.rel = 'preload'; k.as = 'image'; k.setAttribute('fetchpriority', 'high');
    k.href = media(url, width);
    if (widths) {
      k.setAttribute('imagesrcset', srcsetOf(url, widths));
      k.setAttribute('imagesizes', sizes);
    }
    d.head.appendChild(k);
  }
  // A detail screen's cover in the first frame (#boot), where the screen will show it, while the entry and the
  // route's chunks are still on their way: on a slow line it shows a second sooner. The same file as the screen's
  // <img> (src, srcset and sizes), which React then puts in its place when it replaces #boot.
  function cover(url, widths, sizes, box) {
    var boot = d.getElementById('boot'), bar = d.getElementById('boot-bar');
    if (!ours(url) || !boot || !bar) return;
    var img = d.createElement('img');
    img.alt = '';
    img.setAttribute('fetchpriority', 'high');
    if (widths) {
      img.srcset = srcsetOf(url, widths);
      img.sizes = sizes;
    }
    img.src = media(url, ${DETAIL_COVER_WIDTH});
    img.style.cssText = 'display:block;width:100%;object-fit:cover;background:#e8eaee;' + box;
    // The feed's skeleton below it is another screen's.
    for (var c = bar.nextSibling; c; c = c.nextSibling) if (c.style) c.style.display = 'none';
    boot.insertBefore(img, bar.nextSibling);
  }
  function ask(path, input, then) {
    var body = JSON.stringify(input);
    var url = ${j(apiBase)} + path;
    var response = fetch(url, {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: body, credentials: 'same-origin'
    });
    // A copy of the answer for the picture; the app reads the original.
    if (then) response.then(function (r) { return r.ok ? r.clone().json() : null; })
      .then(function (e) { if (e && e.code === 0 && e.body) then(e.body); }, function () {});
    early.push({ url: url, body: body, response: response });
  }
  var srcset = ${j(MEDIA_SRCSET_WIDTHS)};
  // The covers of a feed's first screen (features/community/components/feed-card-layout.ts cardCover).
  function covers(page) {
    (page.rows || []).slice(0, ${FIRST_SCREEN_CARDS}).forEach(function (row) {
      var cover = (row.images && row.images[0]) || (row.video && row.video.coverURL && { url: row.video.coverURL });
      if (cover) picture(cover.url, 375, srcset, ${j(CARD_SIZES)});
    });
  }
  var id;
  switch (l.pathname) {
    case '/speakTopic':
      var feed = { sort: q.get('tab') === 'hot' ? 'hot' : 'new' };
      if (param('topicId')) feed.topicId = param('topicId');
      feed.pageSize = ${EARLY.feedPageSize};
      ask(${j(EARLY.feed)}, feed, covers);
      break;
    case '/dynamicDetails':
      // features/community/detail-id.ts isContentId: any other id is not found without asking the server.
      if (/^[1-9]\\d*$/.test((id = param('id'))) && Number.isSafeInteger(Number(id)))
        ask(${j(EARLY.contentDetail)}, { id: id }, function (b) {
          if (b.images && b.images[0]) picture(b.images[0].url, 750, srcset, ${j(DETAIL_SIZES)});
        });
      break;
    case '/personHome':
      if (!(id = param('id', 'userId'))) break;
      ask(${j(EARLY.profile)}, { userId: id });
      if (!q.get('tab') || q.get('tab') === 'dynamics') {
        ask(${j(EARLY.feed)}, { sort: 'new', userId: id, pageSize: ${EARLY.feedPageSize} }, covers);
      }
      break;
    case '/topicSquare':
      ask(${j(EARLY.squareColumns)}, {});
      ask(${j(EARLY.topics)}, { sort: 'hot', pageSize: ${EARLY.topicsPageSize} });
      // The brand's banner heads the square, and its first slide is the largest paint.
      if (!param('source') && !param('storeid')) ask(${j(EARLY.adverts)}, { page: 'topicSquare' }, function (b) {
        var first = b.rows && b.rows[0];
        if (first) picture(first.imageUrl, 750, srcset, ${j(BANNER_SIZES)});
      });
      break;
    case '/activityDetails':
      if (/^\\d+$/.test((id = param('id')))) ask(${j(EARLY.activity)}, { id: Number(id) }, function (b) {
        picture(b.coverUrl, ${DETAIL_COVER_WIDTH});
        cover(b.coverUrl, null, '', ${j(ACTIVITY_COVER_BOX)});
      });
      break;
    case '/poiDetails':
      if (/^\\d+$/.test((id = param('poiId', 'id')))) ask(${j(EARLY.poi)}, { poiId: id }, function (b) {
        var first = (b.photos && b.photos[0]) || b.cover;
        if (!first) return;
        picture(first.url, ${DETAIL_COVER_WIDTH}, srcset, '100vw');
        cover(first.url, srcset, '100vw', ${j(POI_COVER_BOX)});
      });
      break;
  }
})(window, document, location);`;
}

/** The feed cards that load eagerly (community-feed.tsx, content-grid.tsx): two rows of two, a phone's first screen. */
export const FIRST_SCREEN_CARDS = 4;
// features/community/components/feed-card.tsx's sizes for a card's cover.
export const CARD_SIZES = '(max-width: 540px) 48vw, 260px';
// features/community/components/advert-banner.tsx's sizes for a banner's slides.
export const BANNER_SIZES = '(max-width: 540px) 100vw, 540px';
/** The width a detail screen's cover is asked at (its SafeImage's resizeWidth). */
export const DETAIL_COVER_WIDTH = 750;
// The covers' boxes under the navigation bar: features/activities/components/detail-parts.module.css .cover and
// features/places/components/poi-header.module.css .photo (early-script.test.ts reads both).
export const ACTIVITY_COVER_BOX = 'height:5.6rem';
export const POI_COVER_BOX = 'aspect-ratio:3/2';
// features/community/components/detail-media.tsx's sizes for a detail's pictures.
export const DETAIL_SIZES = '(max-width: 540px) 100vw, 540px';
