import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD, scrollUntil } from './support/app';
import { usePhonePage } from './support/browser';
import { api, publishDynamic, registerMember, type Member } from './support/community';
import { PAYLOADS } from './support/payloads';

// Sixty script-injection payloads published through the real API into title, text, place and a comment, and
// (the API has no way to rename a user) put into nicknames and a bio on their way to the page. Rendered on
// /dynamicDetails, /speakTopic and /personHome, no script may run and every payload must read literally.

const baseUrl = inject('baseUrl');

const units = (s: string) => [...s].reduce((n, c) => n + (c.codePointAt(0)! <= 0x7f ? 1 : 2), 0);
const titleOf = (p: string) => (units(p) <= 60 ? p : '');
const placeOf = (p: string) => ([...p].length <= 40 ? p : '');

let author: Member;
/** content id → payload */
const byId = new Map<string, string>();

beforeAll(async () => {
  author = await registerMember(baseUrl);
  for (const payload of PAYLOADS) {
    const id = await publishDynamic(baseUrl, author, {
      title: titleOf(payload),
      text: payload,
      placeName: placeOf(payload),
    });
    await api(
      baseUrl,
      '/api/service/socialcontact/v1/comment/add',
      { targetType: 'content', targetId: id, text: payload },
      author.token,
    );
    byId.set(id, payload);
  }
}, 120_000);

/** Everything a payload could do if it ran: a dialog, a call to the trapped functions, a request to evil.example. */
async function armTraps(page: Page) {
  const caught: string[] = [];
  await page.addInitScript(() => {
    const w = window as unknown as { __pwned?: string };
    // Should the policy be in force after all, an attempt it blocks still counts.
    document.addEventListener('securitypolicyviolation', (e) => (w.__pwned = `csp: ${e.violatedDirective}`));
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      Object.defineProperty(window, name, {
        value: (...args: unknown[]) => {
          w.__pwned = `${name}(${args.join(',')})`;
        },
      });
    }
  });
  page.on('dialog', (d) => {
    caught.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.route('**://evil.example/**', (route) => {
    caught.push(`request: ${route.request().url()}`);
    return route.abort();
  });
  return caught;
}

/** Markup a payload could have smuggled into the app's own tree: handlers, active elements, script addresses. */
function smuggled(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    const active = [
      'SCRIPT',
      'IFRAME',
      'OBJECT',
      'EMBED',
      'BASE',
      'META',
      'LINK',
      'STYLE',
      'MARQUEE',
      'DETAILS',
      'MATH',
      'AUDIO',
      'NOSCRIPT',
    ];
    for (const el of document.getElementById('root')!.querySelectorAll('*')) {
      for (const a of el.attributes) if (/^on/i.test(a.name)) bad.push(`${el.tagName}[${a.name}]`);
      if (active.includes(el.tagName)) bad.push(el.tagName);
      const href = el.getAttribute('href') ?? el.getAttribute('xlink:href') ?? '';
      if (/^\s*(javascript|data|vbscript):/i.test(href)) bad.push(`${el.tagName}[href=${href}]`);
    }
    return bad;
  });
}

async function expectInert(page: Page, caught: string[], where: string) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned), where).toBeUndefined();
  expect(caught, where).toEqual([]);
  expect(await smuggled(page), where).toEqual([]);
}

/** Rewrites an answer's nicknames (and a profile's bio) on the way to the page: the API cannot set them. */
async function injectNames(page: Page) {
  const rename = (row: { id?: string; author?: { nickname: string } }) => {
    const payload = row.id ? byId.get(row.id) : undefined;
    if (payload && row.author) row.author.nickname = payload;
  };
  await page.route('**/api/content/v1/pub/queryDetail*', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    if (json.body) rename(json.body);
    await route.fulfill({ response, json });
  });
  await page.route('**/api/content/v1/pub/list*', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    for (const row of json.body?.rows ?? []) rename(row);
    await route.fulfill({ response, json });
  });
  await page.route('**/api/community/v1/talent/queryInfo*', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    if (json.body) Object.assign(json.body, { nickname: PAYLOADS[0], bio: PAYLOADS[8] });
    await route.fulfill({ response, json });
  });
}

/** Moves the app to `path` as a back/forward would: the router reads the address, the page stays loaded. */
async function softNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

describe('script-injection payloads render inert and literal', () => {
  // Without the server's Content-Security-Policy: the rendering itself must be inert, not only the CSP's net.
  // The names are rewritten by page.route, which does not see the requests a service worker makes on the page's
  // behalf: with the worker in between, the server's own names would reach the page. The worker is not under test here.
  const session = usePhonePage({ bypassCSP: true, serviceWorkers: 'block' });
  let caught: string[];
  beforeEach(async () => {
    caught = await armTraps(session.page);
    await injectNames(session.page);
  });

  it('are sixty distinct payloads', () => {
    expect(new Set(PAYLOADS).size).toBe(60);
  });

  it('are caught by these traps when one does run (the control)', async () => {
    const { page } = session;
    session.expectErrors(/Failed to load resource/);
    await page.goto(`${baseUrl}/content/publishrules`);
    await page.getByRole('heading', { name: '旅行社区发布规范' }).waitFor();
    await page.evaluate(() => {
      const div = document.createElement('div');
      div.innerHTML = '<img src=x onerror=alert(1)>';
      document.getElementById('root')!.append(div);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBe('alert(1)');
    expect(await smuggled(page)).toEqual(['IMG[onerror]']);
  });

  it('on /dynamicDetails: title, text, place, nickname and comment', { timeout: 300_000 }, async () => {
    const { page } = session;
    let first = true;
    for (const [id, payload] of byId) {
      // One page load, then the app's own navigation: sixty full loads would trip the server's rate limit.
      if (first) await page.goto(`${baseUrl}/dynamicDetails?id=${id}`);
      else await softNavigate(page, `/dynamicDetails?id=${id}`);
      first = false;
      await page.locator(`[data-testid="detail"][data-content-id="${id}"]`).waitFor();
      const title = titleOf(payload);
      if (title) expect(await page.getByTestId('detail-title').textContent(), payload).toBe(title);
      expect(await page.getByTestId('detail-text').textContent(), payload).toBe(payload);
      if (placeOf(payload)) expect(await page.getByTestId('detail-place').textContent(), payload).toBe(payload);
      expect(await page.getByTestId('detail-author').textContent(), payload).toContain(payload);
      const comment = page.getByTestId('comment-item').first().getByTestId('comment-text');
      await comment.waitFor();
      expect(await comment.textContent(), payload).toBe(payload);
      await expectInert(page, caught, payload);
    }
  });

  it('on /speakTopic: every card reads its payload, nickname included', { timeout: 120_000 }, async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/speakTopic`);
    await page.locator(CARD).first().waitFor();
    const seen = () =>
      page.locator(CARD).evaluateAll((cards) =>
        cards.map((c) => ({
          id: new URL((c as HTMLAnchorElement).href).searchParams.get('id') ?? '',
          title: c.querySelector('h2')?.textContent ?? '',
          name: c.querySelector('[class*="nickname"]')?.textContent ?? '',
        })),
      );
    await scrollUntil(page, async () => (await seen()).filter((c) => byId.has(c.id)).length >= PAYLOADS.length, 60_000);
    const cards = (await seen()).filter((c) => byId.has(c.id));
    expect(cards.length).toBe(PAYLOADS.length);
    for (const card of cards) {
      expect(card.title).toBe(byId.get(card.id));
      expect(card.name).toBe(byId.get(card.id));
    }
    await expectInert(page, caught, '/speakTopic');
  });

  it('on /personHome: name, bio and every card', { timeout: 120_000 }, async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/personHome?id=${author.userId}`);
    await page.getByTestId('person-header').waitFor();
    expect(await page.getByTestId('person-name').textContent()).toBe(PAYLOADS[0]);
    expect(await page.getByTestId('person-bio').textContent()).toBe(PAYLOADS[8]);
    const titles = () => page.locator(`${CARD} h2`).allTextContents();
    await scrollUntil(page, async () => (await titles()).length >= PAYLOADS.length, 60_000);
    const shown = await titles();
    expect(shown.length).toBe(PAYLOADS.length);
    expect(new Set(shown)).toEqual(new Set(PAYLOADS));
    await expectInert(page, caught, '/personHome');
  });
});
