import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePhonePage } from './support/browser';
import { api } from './support/community';

// docs/performance.md ("the first frame"): a visitor who lands on an activity or a place from outside sees its cover
// in the first frame (#boot) while the app's scripts are still on their way, in the box the screen will show it in,
// the same file, so nothing moves or loads twice when the screen takes its place.

const baseUrl = inject('baseUrl');

interface Shown {
  src: string;
  top: number;
  height: number;
  width: number;
}

/** Waits for a loaded picture matching `selector` and reads where it is. */
async function picture(page: Page, selector: string): Promise<Shown> {
  const img = page.locator(selector).first();
  await page.waitForFunction((sel) => {
    const el = document.querySelector<HTMLImageElement>(sel);
    return !!el && el.complete && el.naturalWidth > 0;
  }, selector);
  return img.evaluate((el: HTMLImageElement) => {
    const r = el.getBoundingClientRect();
    return { src: el.currentSrc, top: r.top, height: r.height, width: r.width };
  });
}

describe('the first frame of a detail screen', () => {
  const session = usePhonePage();

  async function firstFrameThenScreen(path: string, screenPicture: string) {
    const page = session.page;
    // The app's scripts never arrive: what shows is the first frame alone.
    session.expectErrors(/Failed to load resource|ERR_FAILED/);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}${path}`);
    const early = await picture(page, '#boot img');
    await expect(page.locator('#boot svg').isVisible()).resolves.toBe(false);
    await page.unrouteAll();
    await page.goto(`${baseUrl}${path}`);
    const screen = await picture(page, screenPicture);
    expect(early.src).toBe(screen.src);
    for (const side of ['top', 'height', 'width'] as const)
      expect(Math.abs(early[side] - screen[side])).toBeLessThan(1);
    expect(early.height).toBeGreaterThan(100);
  }

  it("shows an activity's cover where the screen shows it", async () => {
    const { rows } = await api<{ rows: { id: string }[] }>(baseUrl, '/api/community/v1/activity/list', {
      status: 'upcoming',
      pageSize: 1,
    });
    await firstFrameThenScreen(`/activityDetails?id=${rows[0]!.id}`, 'header img');
  });

  it("shows a place's first photo where the screen shows it", async () => {
    const { rows } = await api<{ rows: { id: number }[] }>(baseUrl, '/api/ls/v1/destination/queryDtasPageList', {
      destinationId: 3001101,
      pageSize: 1,
    });
    await firstFrameThenScreen(`/poiDetails?poiId=${rows[0]!.id}`, '[data-testid="poi-photos-link"] img');
  });
});
