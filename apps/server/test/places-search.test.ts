import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// 切换目的地's search (docs/product/places.md, "Finding a destination"): countries and cities by Chinese, pinyin and
// initials, the exact name first, then the exact pinyin or initials of a place with a Chinese name, then prefixes;
// within a rank recommended places, countries before cities, bigger places first.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const match = async (keyword: string, pageSize = 10) =>
  (await ok(t.post('/api/destination/v1/matchNewDestinations', { keyword, pageSize }))).rows as {
    name: string;
    kind: string;
    match: string;
  }[];

describe('finding a destination by what a Chinese traveller types', () => {
  it.each(['日本', 'riben', 'rb', 'RB', 'ri ben'])('puts 日本 first for %s', async (keyword) => {
    const rows = await match(keyword);
    expect(rows[0]).toMatchObject({ name: '日本', kind: 'country', match: 'exact' });
  });

  it('ranks the foreign cities whose English initials are rb after 日本', async () => {
    const rows = await match('rb', 30);
    const names = rows.map((r) => r.name);
    expect(names.indexOf('日本')).toBe(0);
    // Rio Branco and Richards Bay are still found, only later.
    expect(names.filter((n) => /^R/.test(n)).length).toBeGreaterThan(0);
  });

  it.each([
    ['北京', '北京'],
    ['beijing', '北京'],
    ['bj', '北京'],
    ['泰国', '泰国'],
    ['taiguo', '泰国'],
    ['dongjing', '东京'],
    ['faguo', '法国'],
  ])('finds %s → %s first', async (keyword, name) => {
    expect((await match(keyword))[0]?.name).toBe(name);
  });

  it('puts a country before the cities of the same rank: 日本 before 日照 and 日喀则 for "ri"', async () => {
    const names = (await match('ri', 30)).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['日本', '日照', '日喀则']));
    expect(names.indexOf('日本')).toBeLessThan(names.indexOf('日照'));
    expect(names.indexOf('日本')).toBeLessThan(names.indexOf('日喀则'));
  });

  it('keeps ranks in order: exact, then prefix, then contains', async () => {
    const rows = await match('hang', 50);
    const ranks = rows.map((r) => ['exact', 'prefix', 'contains'].indexOf(r.match));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(rows[0]?.name).toBe('杭州');
  });
});
