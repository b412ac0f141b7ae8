import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser';

// What the console's journeys share: the desktop window, the authenticator app, and pages of their own (a desktop
// operator beside a phone member), kept for the whole file, each failing the test on any error it reports.

/** The console's desktop window. */
export const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
} as const;

/** The authenticator app: the current 6-digit code of a base32 secret (RFC 6238, SHA-1, 30 s). */
export const totpNow = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/**
 * Registers one Chromium for the file and answers `newPage`, which opens a page in a context of its own. Call it at
 * the top of the file, before its own beforeAll (which may then open pages). A page error or console error fails
 * the test it happens in.
 */
export function useFilePages(): { newPage: (options: BrowserContextOptions) => Promise<Page> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  afterEach(() => {
    const seen = errors.splice(0);
    if (seen.length) throw new Error(`the pages reported errors:\n${seen.join('\n')}`);
  });
  return {
    async newPage(options) {
      if (!browser) throw new Error('the browser did not start');
      const context = await browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.stack ?? err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
      });
      return page;
    },
  };
}
