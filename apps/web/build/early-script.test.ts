import { MEDIA_SRCSET_WIDTHS, processImageUrl } from '@app/rules';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_COVER_BOX,
  BANNER_SIZES,
  CARD_SIZES,
  DETAIL_COVER_WIDTH,
  DETAIL_SIZES,
  earlyScript,
  FIRST_SCREEN_CARDS,
  POI_COVER_BOX,
} from './early-script';
import { activityQueryOptions } from '../src/features/activities/api/activity-detail';
import { advertsQueryOptions } from '../src/features/community/api/adverts';
import { contentDetailQueryOptions } from '../src/features/community/api/content-detail';
import { pubListQueryOptions } from '../src/features/community/api/pub-list';
import { squareColumnsQueryOptions, topicsQueryOptions } from '../src/features/community/api/topic-square';
import { userProfileQueryOptions } from '../src/features/community/api/user-profile';
import { feedFilterFromParams } from '../src/features/community/feed-route';
import { poiInfoQueryOptions } from '../src/features/places/api/poi';

// What the features send, caught at the http client: the early script must send the very same bytes.
const sent = vi.hoisted(() => [] as { url: string; body: string }[]);
vi.mock('../src/api/http', () => ({
  post: (path: string, input: unknown) => {
    sent.push({ url: path, body: JSON.stringify(input) });
    return new Promise(() => {});
  },
}));

type Link = Record<string, string> & { attrs: Record<string, string>; style: { cssText?: string; display?: string } };

/** The first frame's elements (index.html #boot): its bar, then the feed's skeleton. */
function bootFrame() {
  const skeleton = { style: {} as { display?: string }, nextSibling: null };
  const bar = { nextSibling: skeleton as object | null };
  const children: object[] = [bar, skeleton];
  const boot = {
    children,
    insertBefore(node: Link, before: object | null) {
      children.splice(before ? children.indexOf(before) : children.length, 0, node);
    },
  };
  return { boot, bar, skeleton };
}

/** Runs the inline script for an address in a stand-in page; returns its requests and the links it added. */
function run(
  address: string,
  answer: unknown = { code: 0, body: {} },
  token: string | null = null,
  frame: ReturnType<typeof bootFrame> | null = bootFrame(),
) {
  const links: Link[] = [];
  const requests: { url: string; body: string }[] = [];
  const win: { __earlyRequests?: { url: string; body: string; response: Promise<Response> }[] } = {};
  const doc = {
    createElement: () => {
      const attrs: Record<string, string> = {};
      const link = { attrs, style: {}, setAttribute: (k: string, v: string) => (attrs[k] = v) } as unknown as Link;
      return link;
    },
    head: { appendChild: (l: Link) => links.push(l) },
    getElementById: (id: string) => (frame ? { boot: frame.boot, 'boot-bar': frame.bar }[id] : null) ?? null,
  };
  const fetchStub = (url: string, init: { body: string }) => {
    requests.push({ url, body: init.body });
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  };
  vi.stubGlobal('fetch', fetchStub);
  const frames: (() => void)[] = [];
  Object.assign(win, {
    localStorage: { getItem: () => token },
    requestAnimationFrame: (f: () => void) => frames.push(f),
  });
  const files = { '/speakTopic': ['assets/a.css', 'assets/a.js'], '/dynamicDetails': ['assets/b.js'] };
  const script = earlyScript(files, '/', '');
  new Function('window', 'document', 'location', script)(win, doc, new URL(`http://localhost${address}`));
  return { requests, links, win, frames, frame };
}

/** The requests a feature makes for the same screen (its own query functions, through the mocked client). */
async function featureSends(...queries: { queryFn?: unknown }[]) {
  sent.length = 0;
  for (const q of queries) {
    const fn = q.queryFn as (ctx: object) => unknown;
    void fn({ signal: new AbortController().signal, pageParam: null, queryKey: [], meta: undefined });
  }
  return [...sent];
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.unstubAllGlobals());

describe('the early script', () => {
  it('asks for what each landing screen asks for first, byte for byte', async () => {
    const params = (s: string) => new URLSearchParams(s);
    expect(run('/speakTopic').requests).toEqual(
      await featureSends(pubListQueryOptions(feedFilterFromParams(params('')))),
    );
    expect(run('/speakTopic?tab=hot&topicId=7').requests).toEqual(
      await featureSends(pubListQueryOptions(feedFilterFromParams(params('tab=hot&topicId=7')))),
    );
    expect(run('/dynamicDetails?id=160').requests).toEqual(await featureSends(contentDetailQueryOptions('160')));
    expect(run('/personHome?userId=demo0004').requests).toEqual(
      await featureSends(userProfileQueryOptions('demo0004'), pubListQueryOptions({ sort: 'new', userId: 'demo0004' })),
    );
    expect(run('/topicSquare').requests).toEqual(
      await featureSends(
        squareColumnsQueryOptions(),
        topicsQueryOptions({ kind: 'params', sort: 'hot' }),
        advertsQueryOptions('topicSquare', '', ''),
      ),
    );
    // A channel's or a store's visitor sees that channel's adverts: the square asks for them itself.
    expect(run('/topicSquare?source=6').requests).toEqual(
      await featureSends(squareColumnsQueryOptions(), topicsQueryOptions({ kind: 'params', sort: 'hot' })),
    );
    expect(run('/activityDetails?id=43').requests).toEqual(await featureSends(activityQueryOptions('43')));
    expect(run('/poiDetails?poiId=3001101').requests).toEqual(await featureSends(poiInfoQueryOptions('3001101')));
  });

  it('hands its answers to the app under the same address and body', () => {
    const { win, requests } = run('/dynamicDetails?id=160');
    expect(win.__earlyRequests?.map(({ url, body }) => ({ url, body }))).toEqual(requests);
  });

  it('stays out of the way for a signed-in viewer, another environment, a token in the address or another screen', () => {
    expect(run('/speakTopic', undefined, 'tok').requests).toEqual([]);
    expect(run('/speakTopic?env=test').requests).toEqual([]);
    expect(run('/dynamicDetails?id=1&h_token=x').requests).toEqual([]);
    expect(run('/releaseDynamic').requests).toEqual([]);
    expect(run('/activityDetails?id=abc').requests).toEqual([]);
    // The screen shows 'not found' for an id that cannot name a row, without asking (detail-id.ts).
    for (const id of ['abc', '0', '1.5', '-3', '99999999999999999999'])
      expect(run(`/dynamicDetails?id=${id}`).requests).toEqual([]);
  });

  it('preloads the route files it is given, once the first frame is out (or soon, when no frame comes)', async () => {
    const { links, frames } = run('/speakTopic');
    expect(links).toEqual([]);
    frames.forEach((f) => f());
    expect(links).toEqual([]);
    await flush();
    expect(links.map((l) => [l.rel, l.href, l.crossOrigin])).toEqual([
      ['preload', '/assets/a.css', ''],
      ['modulepreload', '/assets/a.js', ''],
    ]);
    vi.useFakeTimers();
    try {
      const hidden = run('/speakTopic');
      vi.advanceTimersByTime(199);
      expect(hidden.links).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(hidden.links).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('preloads the picture the detail screen will show first, as the <img> will ask for it', async () => {
    const url = '/media/demo/grassland-29.jpg';
    const { links } = run('/dynamicDetails?id=160', { code: 0, body: { images: [{ url }] } });
    await flush();
    const picture = links.find((l) => l.as === 'image');
    expect(picture?.href).toBe(processImageUrl(url, { width: 750 }));
    expect(picture?.attrs.imagesrcset).toBe(
      MEDIA_SRCSET_WIDTHS.map((w) => `${processImageUrl(url, { width: w })} ${w}w`).join(', '),
    );
    expect(picture?.attrs.imagesizes).toBe(DETAIL_SIZES);
    expect(picture?.attrs.fetchpriority).toBe('high');
    // The carousel's <img> is given these very sizes.
    const media = readFileSync(
      new URL('../src/features/community/components/detail-media.tsx', import.meta.url),
      'utf8',
    );
    expect(media).toContain(`sizes="${DETAIL_SIZES}"`);
  });

  it("preloads an activity's cover and a place's first photo; nothing for a failed answer or another host's picture", async () => {
    const activity = run('/activityDetails?id=43', { code: 0, body: { coverUrl: '/media/a/c.jpg' } });
    const poi = run('/poiDetails?poiId=9', { code: 0, body: { photos: [{ url: '/media/p/1.jpg' }], cover: null } });
    const failed = run('/dynamicDetails?id=1', { code: 404, msg: 'gone' });
    const foreign = run('/dynamicDetails?id=1', { code: 0, body: { images: [{ url: 'https://x.example/a.jpg' }] } });
    await flush();
    expect(activity.links.find((l) => l.as === 'image')?.href).toBe(processImageUrl('/media/a/c.jpg', { width: 750 }));
    expect(poi.links.find((l) => l.as === 'image')?.attrs.imagesizes).toBe('100vw');
    expect(failed.links.filter((l) => l.as === 'image')).toEqual([]);
    expect(foreign.links.filter((l) => l.as === 'image')).toEqual([]);
  });

  it("shows an activity's cover and a place's first photo in the first frame, in the screen's own box", async () => {
    const activity = run('/activityDetails?id=43', { code: 0, body: { coverUrl: '/media/a/c.jpg' } });
    const poi = run('/poiDetails?poiId=9', { code: 0, body: { photos: [{ url: '/media/p/1.jpg' }], cover: null } });
    await flush();
    const [bar, img, skeleton] = activity.frame!.boot.children as [object, Link, { style: { display?: string } }];
    expect(bar).toBe(activity.frame!.bar);
    // The very file the screen's <img> and the preload ask for, under the bar; the feed's skeleton hidden.
    expect(img.src).toBe(processImageUrl('/media/a/c.jpg', { width: DETAIL_COVER_WIDTH }));
    expect(img.alt).toBe('');
    expect(img.style.cssText).toContain(ACTIVITY_COVER_BOX);
    expect(skeleton.style.display).toBe('none');
    const photo = poi.frame!.boot.children[1] as Link;
    expect(photo.src).toBe(processImageUrl('/media/p/1.jpg', { width: DETAIL_COVER_WIDTH }));
    expect(photo.srcset).toBe(poi.links.find((l) => l.as === 'image')?.attrs.imagesrcset);
    expect(photo.sizes).toBe('100vw');
    expect(photo.style.cssText).toContain(POI_COVER_BOX);
    // The boxes are the screens' own (the e2e journey first-frame.test.ts measures both in Chromium).
    const css = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8').replace(/\s+/g, '');
    const rule = (file: string, selector: string) => css(file).match(new RegExp(`\\${selector}\\{([^}]*)\\}`))?.[1];
    expect(rule('../src/features/activities/components/detail-parts.module.css', '.cover')).toContain(
      `${ACTIVITY_COVER_BOX};`,
    );
    expect(rule('../src/features/places/components/poi-header.module.css', '.photo')).toContain(`${POI_COVER_BOX};`);
  });

  it('leaves the frame alone once the app has replaced it, and for a picture not ours', async () => {
    const rendered = run('/activityDetails?id=43', { code: 0, body: { coverUrl: '/media/a/c.jpg' } }, null, null);
    const foreign = run('/activityDetails?id=43', { code: 0, body: { coverUrl: 'https://x.example/c.jpg' } });
    await flush();
    expect(rendered.links.filter((l) => l.as === 'image')).toHaveLength(1);
    expect(foreign.frame!.boot.children).toHaveLength(2);
    expect(foreign.frame!.skeleton.style.display).toBeUndefined();
  });

  it("preloads the first slide of the square's banner, as its <img> will ask for it", async () => {
    const { links } = run('/topicSquare', {
      code: 0,
      body: { rows: [{ imageUrl: '/media/ad/1.jpg' }, { imageUrl: '/media/ad/2.jpg' }] },
    });
    await flush();
    const pictures = links.filter((l) => l.as === 'image');
    // The columns' and topics' answers (the same stub) hold no rows with an imageUrl: only the banner's first slide.
    expect(pictures.map((l) => l.href)).toEqual([processImageUrl('/media/ad/1.jpg', { width: 750 })]);
    expect(pictures[0]?.attrs.imagesizes).toBe(BANNER_SIZES);
    const banner = readFileSync(
      new URL('../src/features/community/components/advert-banner.tsx', import.meta.url),
      'utf8',
    );
    expect(banner).toContain(`sizes="${BANNER_SIZES}"`);
    expect(banner).toContain('resizeWidth={750}');
  });

  it("preloads the covers of a feed's first screen, the size its cards ask for", async () => {
    const rows = [1, 2, 3, 4, 5].map((n) => ({ images: [{ url: `/media/f/${n}.jpg` }] }));
    rows[1] = { images: [], video: { coverURL: '/media/f/v.jpg' } } as never;
    const { links } = run('/speakTopic', { code: 0, body: { rows } });
    await flush();
    const pictures = links.filter((l) => l.as === 'image');
    expect(pictures.map((l) => l.href)).toEqual(
      ['/media/f/1.jpg', '/media/f/v.jpg', '/media/f/3.jpg', '/media/f/4.jpg'].map((u) =>
        processImageUrl(u, { width: 375 }),
      ),
    );
    expect(pictures[0]?.attrs.imagesizes).toBe(CARD_SIZES);
    const card = readFileSync(new URL('../src/features/community/components/feed-card.tsx', import.meta.url), 'utf8');
    expect(card).toContain(`const COVER_SIZES = '${CARD_SIZES}'`);
    for (const file of ['community-feed.tsx', 'content-grid.tsx']) {
      const list = readFileSync(new URL(`../src/features/community/components/${file}`, import.meta.url), 'utf8');
      expect(list).toMatch(new RegExp(`(PRIORITY_CARDS = |index < )${FIRST_SCREEN_CARDS}\\b`));
    }
  });
});
