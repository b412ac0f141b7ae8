import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Global search's tabs (docs/product/community.md): every kind through /api/ls/v1/opensearch/search on the demo database —
// activities, destinations and POIs, products asked of their areas, 综合 opening with the best of each.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

type Row = { kind: string; [k: string]: any };
type Answer = { rows: Row[]; nextCursor: string | null; type: string; keyword: string; words: string[] };
const search = (body: Record<string, unknown>): Promise<Answer> => ok(t.post('/api/ls/v1/opensearch/search', body));

describe('search by kind', () => {
  it('answers the keyword it read, trimmed, so a client can drop an answer to an older keystroke', async () => {
    const answer = await search({ keyword: '  西湖 ', type: 'content' });
    expect(answer).toMatchObject({ keyword: '西湖', type: 'content' });
  });

  it('finds activities by their title, online ones only, paged by a cursor', async () => {
    const first = await search({ keyword: '徒步', type: 'activity', pageSize: 2 });
    expect(first.rows.length).toBe(2);
    for (const row of first.rows) expect(row).toMatchObject({ kind: 'activity', status: 'online' });
    expect(first.nextCursor).not.toBeNull();
    const second = await search({ keyword: '徒步', type: 'activity', pageSize: 2, cursor: first.nextCursor });
    expect(second.rows.length).toBeGreaterThan(0);
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Ranked by the text (title and introduction): the titles with the word are among the first found.
    expect([...first.rows, ...second.rows].some((r) => String(r.title).includes('徒步'))).toBe(true);
  });

  it('finds destinations (by Chinese name and by pinyin) and POIs in the places tab', async () => {
    const city = await search({ keyword: '杭州', type: 'place' });
    expect(city.rows[0]).toMatchObject({ kind: 'destination', destination: { name: '杭州' } });
    const pinyin = await search({ keyword: 'hangzhou', type: 'place' });
    expect(pinyin.rows.some((r) => r.kind === 'destination' && r.destination.name === '杭州')).toBe(true);
    const poi = await search({ keyword: '故宫', type: 'place' });
    const pois = poi.rows.filter((r) => r.kind === 'poi');
    expect(pois.length).toBeGreaterThan(0);
    expect(pois[0]!.poi.name).toContain('故宫');
    expect(poi.nextCursor).toBeNull();
  });

  it('finds products on sale by words of their title', async () => {
    const answer = await search({ keyword: '故宫 门票', type: 'product' });
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows[0]).toMatchObject({ kind: 'product', title: expect.stringContaining('故宫') });
    expect(answer.rows[0]!.priceText).toEqual(expect.any(String));
  });

  it('opens 综合 with users, topics, places, activities and products, then pages through content only', async () => {
    const all = await search({ keyword: '故宫', type: 'all', pageSize: 3 });
    const kinds = new Set(all.rows.map((r) => r.kind));
    expect(kinds).toContain('content');
    expect(kinds).toContain('poi');
    expect(kinds).toContain('product');
    const order = all.rows.map((r) => r.kind);
    expect(order.lastIndexOf('product')).toBeLessThan(order.indexOf('content'));
    expect(all.nextCursor).not.toBeNull();
    const more = await search({ keyword: '故宫', type: 'all', pageSize: 3, cursor: all.nextCursor });
    expect(more.rows.every((r) => r.kind === 'content')).toBe(true);
    const firstIds = all.rows.filter((r) => r.kind === 'content').map((r) => r.id);
    expect(more.rows.some((r) => firstIds.includes(r.id))).toBe(false);
  });

  it('answers an empty page, not a failure, for words nothing matches in any kind', async () => {
    for (const type of ['all', 'activity', 'place', 'product'] as const) {
      expect({ type, rows: (await search({ keyword: '%_\\', type })).rows }).toEqual({ type, rows: [] });
    }
  });

  it('refuses a type it does not know', async () => {
    const answer = await t.post('/api/ls/v1/opensearch/search', { keyword: '故宫', type: 'hotel' });
    expect(answer.json.msg).toBe('参数错误：type');
  });
});
