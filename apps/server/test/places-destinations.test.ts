import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Destinations: the continent tabs, matching what a traveller types, reverse geocoding, the map settings and the
// caller's country. Reference data only (no demo).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('continents', () => {
  it('puts the recommended cities (9999) and China (1000001) first, with the fields of a region', async () => {
    const body = await ok(t.post('/api/destination/v1/getAllRegionContinents'));
    const [recommended, china, ...continents] = body.rows;
    for (const entry of body.rows) {
      expect(Object.keys(entry).sort()).toEqual(
        ['cityVoList', 'countryId', 'firstLetter', 'id', 'level', 'name', 'nameEn', 'selectId', 'subsetList'].sort(),
      );
    }
    expect(recommended).toMatchObject({ id: 9999, level: 3, name: '推荐城市' });
    expect(recommended.cityVoList.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['北京', '上海', '东京', '曼谷']),
    );
    expect(china).toMatchObject({ id: 1000001, level: 2, countryId: 7, name: '中国' });
    expect(china.subsetList.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['浙江', '广东', '香港', '西藏']),
    );
    expect(continents.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['亚洲', '欧洲', '北美洲', '大洋洲', '南美洲', '非洲']),
    );
    const asia = continents.find((c: { name: string }) => c.name === '亚洲');
    expect(asia.level).toBe(1);
    expect(asia.subsetList.map((c: { name: string }) => c.name)).toContain('日本');
    // China is its own tab, not a country of Asia.
    expect(asia.subsetList.map((c: { name: string }) => c.name)).not.toContain('中国');
  });

  it('lists a tab’s cities A–Z for the index: China’s, the recommended ones, a continent’s', async () => {
    const china = await ok(
      t.post('/api/ls/v1/destination/findAllDestinationByContinentRegionId', { continentRegionId: 1000001 }),
    );
    expect(china.pageSize).toBe(1000);
    expect(china.total).toBeGreaterThan(300);
    expect(china.rows.length).toBe(china.total);
    const letters = china.rows.map((r: { firstLetter: string }) => r.firstLetter);
    expect(letters).toEqual([...letters].sort());
    expect(china.rows.find((r: { name: string }) => r.name === '杭州')).toMatchObject({
      pinyin: 'hangzhou',
      initials: 'hz',
      firstLetter: 'H',
      isDomestic: true,
    });
    const europe = (await ok(t.post('/api/destination/v1/getAllRegionContinents'))).rows.find(
      (c: { name: string }) => c.name === '欧洲',
    );
    const cities = await ok(
      t.post('/api/ls/v1/destination/findAllDestinationByContinentRegionId', { continentRegionId: europe.id }),
    );
    const names = cities.rows.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['巴黎', '慕尼黑', '米兰', '威尼斯', '尼斯']));
    const asia = (await ok(t.post('/api/destination/v1/getAllRegionContinents'))).rows.find(
      (c: { name: string }) => c.name === '亚洲',
    );
    const asian = await ok(
      t.post('/api/ls/v1/destination/findAllDestinationByContinentRegionId', { continentRegionId: asia.id }),
    );
    expect(asian.rows.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['东京', '首尔', '曼谷']));
    expect(asian.rows.some((r: { countryId: number }) => r.countryId === 7)).toBe(false);
  });

  it('lists China’s provinces with their cities, and answers whether a place is domestic', async () => {
    const body = await ok(t.post('/api/ls/v1/destination/findDestinationProvince'));
    const zhejiang = body.rows.find((p: { name: string }) => p.name === '浙江');
    expect(zhejiang.cityVoList.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['杭州', '宁波', '温州']),
    );
    const hangzhou = zhejiang.cityVoList.find((c: { name: string }) => c.name === '杭州');
    expect(await ok(t.post('/api/ls/v1/destination/isDomesticDestination', { destinationId: hangzhou.id }))).toEqual({
      domestic: true,
    });
    const [tokyo] = (await ok(t.post('/api/destination/v1/matchNewDestinations', { keyword: '东京' }))).rows;
    expect(await ok(t.post('/api/ls/v1/destination/isDomesticDestination', { destinationId: tokyo.id }))).toEqual({
      domestic: false,
    });
    const detail = await ok(t.post('/api/destination/v1/getDestinationById', { id: tokyo.id }));
    expect(detail).toMatchObject({
      name: '东京',
      nameEn: 'Tokyo',
      country: { name: '日本' },
      continent: { name: '亚洲' },
    });
  });
});

describe('lists by country, region, tag and filter', () => {
  it('lists the countries of a continent with their number of cities, and a country’s cities', async () => {
    const body = await ok(t.post('/api/ls/v1/destination/countryDestination', { continentCode: 'EU' }));
    const france = body.rows.find((r: { name: string }) => r.name === '法国');
    expect(france).toMatchObject({ nameEn: 'France', kind: 'country', level: 2 });
    expect(france.cityCount).toBeGreaterThan(10);
    const cities = await ok(
      t.post('/api/ls/v1/destination/findDestinationCityByRegion', { regionId: france.id, pageSize: 100 }),
    );
    expect(cities.total).toBe(france.cityCount);
    expect(cities.rows.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['巴黎', '尼斯', '里昂']));
    const china = await ok(t.post('/api/ls/v1/destination/queryChinaDestination'));
    expect(china.rows.every((r: { countryId: number }) => r.countryId === 7)).toBe(true);
  });

  it('groups destinations by tag and filters by tag and level', async () => {
    const tags = await ok(t.post('/api/ls/v1/destination/findAllTagMain'));
    expect(tags.rows.map((r: { tag: string }) => r.tag)).toContain('海岛');
    const groups = await ok(t.post('/api/destination/v1/group/recommendGroup'));
    expect(groups.rows.length).toBeGreaterThan(0);
    expect(groups.rows[0].destinations.length).toBeGreaterThanOrEqual(3);
    const islands = await ok(t.post('/api/destination/v1/list/filter', { tag: '海岛', level: 3 }));
    const names = islands.rows.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['三亚', '普吉岛', '巴厘岛']));
    expect(islands.total).toBe(tags.rows.find((r: { tag: string }) => r.tag === '海岛').count);
  });
});

describe('matching a typed destination', () => {
  it.each(['东京', 'Tokyo', 'tokyo', 'dongjing', 'dj'])('finds Tokyo first by %s', async (keyword) => {
    const body = await ok(t.post('/api/destination/v1/matchNewDestinations', { keyword }));
    expect(body.rows[0]).toMatchObject({ name: '东京', nameEn: 'Tokyo', pinyin: 'dongjing', initials: 'dj' });
    expect(body.rows[0].match).toBe('exact');
  });

  it('ranks exact before prefix before contains, bigger places first', async () => {
    const body = await ok(t.post('/api/destination/v1/matchNewDestinations', { keyword: 'hang', pageSize: 50 }));
    const ranks = body.rows.map((r: { match: string }) => ['exact', 'prefix', 'contains'].indexOf(r.match));
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
    expect(body.rows[0].name).toBe('杭州');
    const zh = await ok(t.post('/api/destination/v1/matchNewDestinations', { keyword: '州', pageSize: 50 }));
    expect(zh.rows.every((r: { match: string }) => r.match === 'contains')).toBe(true);
    const populations = zh.rows.filter((r: { population: number }) => r.population > 0);
    expect(populations.length).toBeGreaterThan(5);
  });

  it('finds regions of every level by name', async () => {
    const body = await ok(t.post('/api/region/v1/queryRegionByName', { name: '日本' }));
    expect(body.rows[0]).toMatchObject({ name: '日本', kind: 'country', level: 2 });
    const province = await ok(t.post('/api/region/v1/queryRegionByName', { name: 'zhejiang' }));
    expect(province.rows.map((r: { name: string }) => r.name)).toContain('浙江');
  });
});

describe('reverse geocoding', () => {
  it('names Shanghai for the Bund', async () => {
    const body = await ok(t.post('/api/ls/v1/destination/reverseGeo', { lat: 31.24, lng: 121.49 }));
    expect(body.city).toMatchObject({ name: '上海', nameEn: 'Shanghai' });
    expect(body.country).toMatchObject({ name: '中国' });
    expect(body.distance).toBeLessThan(10_000);
  });

  it('takes GCJ-02 coordinates too, and finds a city from the sea', async () => {
    const gcj = await ok(
      t.post('/api/ls/v1/destination/reverseGeo', { lat: 31.238, lng: 121.4945, coordType: 'gcj02' }),
    );
    expect(gcj.city.name).toBe('上海');
    const paris = await ok(t.post('/api/ls/v1/destination/reverseGeo', { lat: 48.8584, lng: 2.2945 }));
    expect(paris.city.name).toBe('巴黎');
    const offshore = await ok(t.post('/api/ls/v1/destination/reverseGeo', { lat: 35.0, lng: 142.5 }));
    expect(offshore.country.name).toBe('日本');
  });
});

describe('map and address', () => {
  it('offers the offline base map without MAP_TILE_URL, and serves it', async () => {
    const body = await ok(t.post('/api/v1/tool/map/authentication'));
    expect(body).toMatchObject({ provider: 'offline', tileUrl: null, coordType: 'wgs84' });
    const res = await t.get(body.offlineUrl);
    expect(res.status).toBe(200);
    const topo = (await res.json()) as { type: string; objects: Record<string, unknown> };
    expect(topo.type).toBe('Topology');
    expect(Object.keys(topo.objects)).toContain('countries');
  });

  it('answers the caller’s address and country', async () => {
    const body = await ok(t.post('/api/ips/v1/myIP'));
    expect(body.ip).toBe('127.0.0.1');
    expect(await ok(t.post('/api/ips/v1/country'))).toMatchObject({ ip: '127.0.0.1', countryCode: null });
  });
});

describe('behind a trusted proxy, with map tiles configured', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({
      env: {
        TRUST_PROXY: '1',
        MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png',
        MAP_TILE_COORD: 'gcj02',
      },
    });
  });
  afterAll(() => proxied.close());

  it('reads the forwarded address and its country', async () => {
    const headers = { 'x-forwarded-for': '202.96.209.5' };
    expect(await ok(proxied.post('/api/ips/v1/myIP', {}, { headers }))).toEqual({ ip: '202.96.209.5' });
    expect(await ok(proxied.post('/api/ips/v1/country', {}, { headers }))).toMatchObject({
      countryCode: 'CN',
      name: '中国',
    });
    // Without TRUST_PROXY the header is ignored.
    expect((await ok(t.post('/api/ips/v1/myIP', {}, { headers }))).ip).toBe('127.0.0.1');
  });

  it('hands the client the tile address and its coordinate system', async () => {
    expect(await ok(proxied.post('/api/v1/tool/map/authentication'))).toMatchObject({
      provider: 'tiles',
      tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
      coordType: 'gcj02',
    });
  });
});
