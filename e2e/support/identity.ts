import { randomInt } from 'node:crypto';
import { open } from '@app/contract/envelope';
import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import { toastShown } from './browser';

// The identity journeys' helpers: what a person reads off the screen (the captcha) or their phone (the SMS) comes
// from the development server's /dev/api paths, like the /dev page; everything else goes through the UI.

/** The web build's development envelope pair (apps/web/src/lib/config.ts), which the server answers with. */
const DEV_SALT = '0123456789abcdef';

/** A fresh mainland number no sandbox person has (those are 138 and 147 numbers). */
export const newMobile = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

async function devGet<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(baseUrl + path);
  const json = (await res.json()) as { code: number; body: T };
  if (json.code !== 0) throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json.body;
}

/**
 * Follows the captchas the page fetches (getImgCode answers in the encrypted envelope, opened here with the
 * development salt); `answer()` reads the answer of the one on screen from /dev/api/captcha. The one on screen is
 * found by its picture (the image's data URL holds the SVG the answer carried), not by arrival order: a form that
 * mounts twice on a slow machine fetches two, and the one it drops can arrive last.
 */
export function trackCaptchas(page: Page, baseUrl: string) {
  const captchas: Promise<{ svg: string; token: string } | null>[] = [];
  page.on('response', (res) => {
    if (!res.url().includes('/api/user/v1/getImgCode')) return;
    captchas.push(
      res
        .json()
        .then(
          (json) => open(json, () => DEV_SALT).payload as { imgCodeToken: string; svg: string },
          // a failed or aborted fetch: the page draws another
          () => null,
        )
        .then((c) => (c ? { svg: c.svg, token: c.imgCodeToken } : null)),
    );
  });
  return {
    count: () => captchas.length,
    async answer(): Promise<string> {
      const img = page.getByTestId('captcha-image').locator('img');
      await img.waitFor();
      const src = (await img.getAttribute('src')) ?? '';
      const shown = decodeURIComponent(src.slice(src.indexOf(',') + 1));
      const token = (await Promise.all(captchas)).find((c) => c?.svg === shown)?.token;
      if (!token) throw new Error(`the captcha on screen is none of the ${captchas.length} fetched`);
      return (await devGet<{ answer: string }>(baseUrl, `/dev/api/captcha/${encodeURIComponent(token)}`)).answer;
    },
  };
}

export type OutboxRow = { countryCode: string; mobile: string; code: string; purpose: string; at: string };

/** The newest code the development SMS gateway sent to `mobile` for `purpose`, waiting for it to arrive. */
export async function smsCode(baseUrl: string, mobile: string, purpose: string, after = 0): Promise<string> {
  return vi.waitFor(
    async () => {
      const { rows } = await devGet<{ rows: OutboxRow[] }>(baseUrl, `/dev/api/outbox?mobile=${mobile}`);
      const row = rows.find((r) => r.purpose === purpose && Date.parse(r.at) >= after);
      if (!row) throw new Error(`no ${purpose} code for ${mobile}`);
      return row.code;
    },
    { timeout: 10_000, interval: 200 },
  );
}

/** Fills the form's captcha and asks for an SMS code, then types the code that arrived. */
export async function requestAndTypeSmsCode(
  page: Page,
  baseUrl: string,
  captchas: ReturnType<typeof trackCaptchas>,
  mobile: string,
  purpose: 'register' | 'login' | 'reset' | 'cancel',
) {
  const asked = Date.now() - 1000;
  await page.getByLabel('图形验证码', { exact: true }).fill(await captchas.answer());
  const answer = page.waitForResponse((res) =>
    /\/api\/user\/v1\/(getCodeNumber|getCodeByPhone)$/.test(new URL(res.url()).pathname),
  );
  await page.getByTestId('send-code').click();
  // The server's own answer first: a refusal fails here with its reason rather than as a toast never shown.
  const { code, msg } = (await (await answer).json()) as { code: number; msg: string };
  if (code !== 0) throw new Error(`the SMS send answered ${code} ${msg}`);
  await toastShown(page, '验证码已发送，请注意查收');
  await page.getByLabel('短信验证码').fill(await smsCode(baseUrl, mobile, purpose, asked));
}

/** Who the page's stored token belongs to, asked of the real server (getUserInfo). */
export async function signedInUser(page: Page) {
  return page.evaluate(async () => {
    const token = localStorage.getItem('SOCIAL_TOKEN');
    if (!token) return { code: -1, stored: null };
    const res = await fetch(`/b2b/user/login/getUserInfo?h_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const json = (await res.json()) as { code: number; body?: { userId: string; mobile: string; operator: string } };
    return { code: json.code, stored: localStorage.getItem('USER_ID'), ...json.body };
  });
}

/**
 * The sandbox person of a channel: the sandbox gives every token of one channel (and membership) the same phone,
 * so asking for a token of our own tells who a /dev link's token logs in.
 */
export async function sandboxPerson(baseUrl: string, query: string): Promise<string> {
  return (await devGet<{ mobile: string }>(baseUrl, `/dev/api/sandbox-token?${query}`)).mobile;
}
