import { describe, expect, it } from 'vitest';
import { DEMO_POIS } from './demo-pois.ts';
import { REPLIES, COMMENTS } from './community-text.ts';
import { DEMO_PLACES } from './community-places.ts';
import { sceneOfPlace } from '../scene-of-place.ts';
import { DEMO_GUIDES, MAJOR_CITIES } from './guides.ts';
import { POI_NOTICES } from './poi-notices.ts';
import { DEMO_POSTS } from './posts.ts';

// The demo a Chinese traveller believes (docs/product/data.md, "Demo content"): the data itself, before any load.

const sentences = (text: string) =>
  text
    .split(/(?<=[。！？])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 6);

describe('the demo posts', () => {
  it('are each unique in title and text, and none repeats a sentence of another post or guide', () => {
    const titles = DEMO_POSTS.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(DEMO_POSTS.map((p) => p.text)).size).toBe(DEMO_POSTS.length);
    const seen = new Map<string, string>();
    const texts = [
      ...DEMO_POSTS.map((p) => [p.title, p.text] as const),
      ...DEMO_GUIDES.map((g) => [g.title, g.paragraphs.join('')] as const),
    ];
    for (const [title, text] of texts)
      for (const s of sentences(text)) {
        expect(seen.get(s), `${title} repeats “${s}”`).toBeUndefined();
        seen.set(s, title);
      }
    // The filler that once sat in every guide is gone.
    expect(texts.some(([, text]) => text.includes('市区地铁和公交都很方便'))).toBe(false);
  });

  it('are about places of the demo, in several voices, spread over weeks and hours', () => {
    for (const p of DEMO_POSTS) expect(DEMO_PLACES.map((d) => d.name)).toContain(p.place);
    expect(new Set(DEMO_POSTS.map((p) => p.voice)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(DEMO_POSTS.map((p) => Math.floor(p.daysAgo / 7))).size).toBeGreaterThan(10);
    expect(new Set(DEMO_POSTS.map((p) => p.hour)).size).toBeGreaterThan(8);
    // Every place has posts of its own, more than one voice apiece.
    for (const place of DEMO_PLACES) {
      const own = DEMO_POSTS.filter((p) => p.place === place.name);
      expect(own.length, place.name).toBeGreaterThanOrEqual(2);
      expect(new Set(own.map((p) => p.voice)).size, place.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('get local facts right: 故宫 is booked in advance and closed on Mondays; a sunrise starts before dawn', () => {
    const palace = DEMO_POSTS.filter((p) => p.place === '北京故宫').map((p) => p.text).join('');
    expect(palace).toMatch(/提前/);
    expect(palace).toMatch(/周一闭馆/);
    const notices = POI_NOTICES['故宫']!.map((n) => n.body).join('');
    expect(notices).toMatch(/实名预约/);
    expect(notices).toMatch(/每周一闭馆/);
    const sunrise = DEMO_POSTS.find((p) => p.title.includes('光明顶等日出'))!;
    expect(sunrise.text).toMatch(/四点半/);
    // No general comment or reply makes a claim about booking a place.
    for (const line of [...COMMENTS, ...REPLIES]) expect(line).not.toMatch(/不用预约|不需要预约|免预约/);
  });
});

describe('the demo guides', () => {
  it('give each major city at least two guides of its own (the first city a title names)', () => {
    const cities = MAJOR_CITIES;
    const cityOf = (title: string) =>
      cities
        .map((c) => [c, title.indexOf(c)] as const)
        .filter(([, at]) => at >= 0)
        .sort((a, b) => a[1] - b[1])[0]?.[0];
    for (const city of cities) {
      expect(DEMO_GUIDES.filter((g) => cityOf(g.title) === city).length, city).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(DEMO_GUIDES.map((g) => g.title)).size).toBe(DEMO_GUIDES.length);
  });
});

describe('the demo pictures', () => {
  it('draw famous places of different kinds differently: none of them wears the Forbidden City', () => {
    const kinds = {
      故宫: 'palace',
      浅草寺: 'templegate',
      东京晴空塔: 'tower',
      西安城墙: 'citywall',
      清水寺: 'pagoda',
      大三巴牌坊: 'facade',
      慕田峪长城: 'greatwall',
      大雁塔: 'pagoda',
      东方明珠: 'tower',
    } as const;
    const pois = DEMO_POIS.flatMap((d) =>
      d.pois
        .trim()
        .split('\n')
        .map((line) => line.split('|')),
    );
    for (const [name, kind] of Object.entries(kinds)) {
      const row = pois.find((p) => p[0] === name);
      expect(row, name).toBeDefined();
      expect(sceneOfPlace(`${row![0]} ${row![1]} ${row![5]}`, row![2]), name).toBe(kind);
    }
    expect(DEMO_PLACES.find((p) => p.name === '喀纳斯')!.kind).toBe('autumn');
  });
});
