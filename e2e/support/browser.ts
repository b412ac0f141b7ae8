import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

// Debian's Chromium, never a downloaded one; CHROMIUM_PATH points elsewhere when needed.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * E2E_CPU_THROTTLE=4 runs every page on a CPU four times slower (Chromium's own throttling): a way to show that
 * a journey waits for conditions rather than for luck with timing.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A mid-size phone: the 375 × 667 design viewport at 2× density, touch, Chinese. */
export const PHONE = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

export type PageSession = {
  /** The current test's page (a fresh context per test). */
  readonly page: Page;
  /** Page errors and console errors seen so far in this test. */
  readonly errors: string[];
  /** Errors this test causes on purpose (a missing image's 404, a thrown error); matched against each message. */
  expectErrors(pattern: RegExp): void;
};

/**
 * Registers the hooks of a browser test file: one Chromium for the file, a fresh phone-sized context per test,
 * and a failure for any uncaught page error or console error the test caused.
 */
export function usePhonePage(options: BrowserContextOptions = {}): PageSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const errors: string[] = [];
  const expected: RegExp[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('the browser did not start');
    errors.length = 0;
    expected.length = 0;
    context = await browser.newContext({ ...PHONE, ...options });
    await recordToasts(context);
    page = await context.newPage();
    if (CPU_THROTTLE > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    }
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.stack ?? err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
    });
  });
  afterEach(async () => {
    // A route handler still busy when the test ends (with a page the list asked for last, say) must not fail the
    // run when the context closes under it.
    await page?.unrouteAll({ behavior: 'ignoreErrors' });
    await context?.close();
    context = undefined;
    page = undefined;
    const unexpected = errors.filter((e) => !expected.some((p) => p.test(e)));
    if (unexpected.length > 0) throw new Error(`the page reported errors:\n${unexpected.join('\n')}`);
  });

  return {
    get page() {
      if (!page) throw new Error('no page outside a test');
      return page;
    },
    errors,
    expectErrors(pattern) {
      expected.push(pattern);
    },
  };
}

/**
 * Keeps the text of every toast (an element with role=status, ui/toast.ts) the context's pages show on
 * `window.__e2eToasts`. A toast stays 1 s; a locator's wait looks again every half second at best, and on a
 * loaded machine a look can take longer than the toast lives, so a wait for one can miss it. The record cannot.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __e2eToasts: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.getAttribute('role') === 'status') seen.push(node.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits until the page has shown a toast containing `text` since it loaded (recordToasts), and takes that toast
 * off the record: a second wait for the same words needs a second toast.
 */
export async function toastShown(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const seen = (window as unknown as { __e2eToasts?: string[] }).__e2eToasts ?? [];
      const at = seen.findIndex((t) => t.includes(wanted));
      if (at >= 0) seen.splice(at, 1);
      return at >= 0;
    },
    text,
    { timeout },
  );
}

/**
 * Waits until every picture a reader can see has loaded: rendered (a kept-alive screen that was left is display:none,
 * and its lazy pictures never load, yet its box reads as 0,0 and so "in view") and inside the viewport.
 */
export async function picturesInViewLoaded(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((img) => {
          if (img.getClientRects().length === 0) return false;
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .every((img) => img.complete),
    undefined,
    { timeout },
  );
}
