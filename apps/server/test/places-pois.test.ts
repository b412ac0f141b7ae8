import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { DEMO_POIS } from '../src/seed/data/demo-pois.ts';
import { treasureJob } from '../src/modules/places/treasure-service.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// POIs over the demo places: a POI's page, what is near it, the map's viewport, audio guides, proposals and their
// review, the treasure-user ranking.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const byName = async (name: string) =>
  t.ctx.db
    .selectFrom('pois')
    .select(['id', 'destination_id', 'lat', 'lng'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();

describe('the demo places', () => {
  it('has well-known POIs at real coordinates in many destinations, each with photos and notices', async () => {
    const counts = await t.ctx.db
      .selectFrom('pois')
      .select([
        (eb) => eb.fn.countAll<number>().as('pois'),
        (eb) => eb.fn.count<number>('destination_id').distinct().as('destinations'),
      ])
      .executeTakeFirstOrThrow();
    // Every demo destination was found among the destinations, so none of its places was skipped.
    expect(Number(counts.destinations)).toBe(DEMO_POIS.length);
    expect(Number(counts.pois)).toBe(DEMO_POIS.reduce((n, d) => n + d.pois.trim().split('\n').length, 0));
    expect(Number(counts.pois)).toBeGreaterThanOrEqual(300);
    expect(DEMO_POIS.length).toBeGreaterThanOrEqual(40);
    const gugong = await ok(t.post('/api/ls/v1/destination/poiInfo', { poiId: (await byName('故宫')).id }));
    expect(gugong).toMatchObject({
      name: '故宫',
      nameEn: 'The Palace Museum',
      kind: 'sight',
      destination: { name: '北京' },
    });
    expect(gugong.photos.length).toBeGreaterThanOrEqual(3);
    expect(gugong.notices.map((n: { kind: string }) => n.kind)).toEqual(
      expect.arrayContaining(['hours', 'ticket', 'tip']),
    );
    expect(gugong.labels).toContain('必游');
    // GCJ-02 is offset from WGS-84 in mainland China by a few hundred metres.
    expect(Math.abs(gugong.gcj02.lat - gugong.lat) + Math.abs(gugong.gcj02.lng - gugong.lng)).toBeGreaterThan(0.001);
    const photo = await t.get(gugong.photos[0].url);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('links the community’s demo dynamics to the POI their place names', async () => {
    const gugong = await byName('故宫');
    const feed = await ok(t.post('/api/content/v1/pub/list', { poiId: gugong.id }));
    expect(feed.rows.length).toBeGreaterThan(0);
    const linked = await t.ctx.db
      .selectFrom('contents')
      .select(['place_name', 'destination_id'])
      .where('poi_id', '=', gugong.id)
      .execute();
    expect(linked.every((c) => c.place_name.includes('故宫') && c.destination_id === gugong.destination_id)).toBe(true);
  });

  it('makes the demo articles guides of the city their title names', async () => {
    const hangzhou = await t.ctx.db
      .selectFrom('destinations')
      .select('id')
      .where('kind', '=', 'city')
      .where('name', '=', '杭州')
      .orderBy('population', 'desc')
      .executeTakeFirstOrThrow();
    const guides = await ok(t.post('/api/destination/v1/queryGlobalStrategyData', { destinationId: hangzhou.id }));
    expect(guides.rows.map((r: { title: string }) => r.title)).toContain('三天两晚玩转杭州：西湖、灵隐与龙井村');
    expect(guides.rows.every((r: { type: string; destinationId: string }) => r.type === 'article')).toBe(true);
    expect(guides.rows.every((r: { destinationId: string }) => r.destinationId === String(hangzhou.id))).toBe(true);
  });

  it('counts want-to-go from rows and tells the viewer whether they want to go', async () => {
    const poi = await byName('外滩');
    const me = await t.login();
    // The demo's travellers want to go to some places already (docs/product/data.md): count from what is there.
    const before = (await ok(t.post('/api/ls/v1/destination/poiInfo', { poiId: poi.id }, { token: me.token })))
      .wantToGo;
    expect(before.wanted).toBe(false);
    await ok(
      t.postSealed(
        '/api/socialcontact/v1/vote/like',
        { targetType: 'poi', targetId: poi.id, like: true },
        { token: me.token },
      ),
    );
    expect(
      (await ok(t.post('/api/ls/v1/destination/poiInfo', { poiId: poi.id }, { token: me.token }))).wantToGo,
    ).toEqual({
      count: before.count + 1,
      wanted: true,
    });
  });

  it('shows the community’s evaluations of a POI', async () => {
    const poi = await byName('西湖');
    const me = await t.login();
    await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'poi', targetId: poi.id, text: '清晨去人最少，苏堤很美。', score: 5 },
        { token: me.token },
      ),
    );
    const info = await ok(t.post('/api/ls/v1/destination/poiInfo', { poiId: poi.id }));
    expect(info.evaluation).toMatchObject({ count: 1, average: 5 });
    expect(info.evaluation.latest[0].text).toBe('清晨去人最少，苏堤很美。');
  });

  it('answers 404 for a POI that does not exist', async () => {
    const answer = await t.post('/api/ls/v1/destination/poiInfo', { poiId: 987654321 });
    expect(answer.json.code).toBe(404);
  });

  it('lists a destination’s POIs, its groups, columns and labels', async () => {
    const { destination_id } = await byName('故宫');
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { rows: { id: number; popularity: number }[]; nextCursor: string | null } = await ok(
        t.post('/api/ls/v1/destination/queryDtasPageList', { destinationId: destination_id, pageSize: 5, cursor }),
      );
      seen.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(10);
    const groups = await ok(t.post('/api/destination/v1/poi/queryGroups', { destinationId: destination_id }));
    expect(groups.rows[0]).toMatchObject({ name: '必游景点' });
    const data = await ok(t.post('/api/destination/v1/poi/queryGroupDatas', { groupId: groups.rows[0].id }));
    expect(data.total).toBe(groups.rows[0].poiCount);
    const columns = await ok(
      t.post('/api/destination/v1/poi/queryPOIColumnAndlabel', { destinationId: destination_id }),
    );
    expect(columns.columns.map((c: { name: string }) => c.name)).toContain('景点');
    expect(columns.labels.map((l: { label: string }) => l.label)).toContain('世界遗产');
    const heritage = await ok(
      t.post('/api/destination/v1/poi/queryPOIbylabel', { destinationId: destination_id, label: '世界遗产' }),
    );
    expect(heritage.rows.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['天坛', '颐和园']));
    expect(await ok(t.post('/api/destination/v1/poi/queryNewTagSwitch', { destinationId: destination_id }))).toEqual({
      on: true,
    });
  });
});

describe('what is near', () => {
  it('lists POIs near the Bund nearest first, in metres, paged without gaps', async () => {
    const all: { name: string; distance: number }[] = [];
    let cursor: string | null = null;
    do {
      const page: { rows: { name: string; distance: number }[]; nextCursor: string | null } = await ok(
        t.post('/api/ls/v1/destination/circumjacentRecommend', {
          lat: 31.24,
          lng: 121.49,
          radius: 5000,
          pageSize: 3,
          cursor,
        }),
      );
      all.push(...page.rows);
      cursor = page.nextCursor;
    } while (cursor);
    expect(all[0]!.name).toBe('外滩');
    expect(all[0]!.distance).toBeLessThan(50);
    const distances = all.map((r) => r.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 5000)).toBe(true);
    expect(all.map((r) => r.name)).toEqual(expect.arrayContaining(['东方明珠', '豫园', '南京路步行街']));
    expect(all.map((r) => r.name)).not.toContain('上海迪士尼乐园'); // 30 km away
    expect(new Set(all.map((r) => r.name)).size).toBe(all.length);
  });

  it('lists what is near a POI without the POI itself, with tabs counted by kind', async () => {
    const bund = await byName('外滩');
    const near = await ok(t.post('/api/ls/v1/destination/circumjacentRecommend', { poiId: bund.id }));
    expect(near.rows.map((r: { name: string }) => r.name)).not.toContain('外滩');
    expect(near.rows[0].name).toBe('东方明珠');
    const tabs = await ok(t.post('/api/ls/v1/destination/surroundRecommendTab', { poiId: bund.id }));
    const sights = tabs.rows.find((r: { key: string }) => r.key === 'sight');
    expect(sights.count).toBe(near.rows.filter((r: { kind: string }) => r.kind === 'sight').length);
  });

  it("takes a GCJ-02 point at the edge of China's offset box, where the inverse conversion never settled, and answers", async () => {
    // A hand-crafted point (the box's south-west corner, offset): before the conversion was bounded it held the
    // process for ever, every other request with it.
    const near = await ok(
      t.post('/api/ls/v1/destination/circumjacentRecommend', {
        lat: 0.8305627680116211,
        lng: 72.00770910286256,
        coordType: 'gcj02',
      }),
    );
    expect(near.rows).toEqual([]);
    const china = await ok(
      t.post('/api/ls/v1/destination/circumjacentRecommend', { lat: 31.238, lng: 121.495, coordType: 'gcj02' }),
    );
    expect(china.rows[0].name).toBe('外滩');
  });

  it('helps pick a place by address: near a point, filtered by name', async () => {
    const body = await ok(
      t.post('/api/destination/v1/address/poi', { lat: 39.9163, lng: 116.3972, keyword: '天安门' }),
    );
    expect(body.rows.map((r: { name: string }) => r.name)).toEqual(['天安门广场']);
  });

  it('lists the POIs inside a map viewport, most popular first', async () => {
    const body = await ok(
      t.post('/api/ls/v1/destination/poiMapRecommend', { minLat: 35.6, minLng: 139.6, maxLat: 35.75, maxLng: 139.85 }),
    );
    const names = body.rows.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['浅草寺', '东京塔', '涩谷十字路口']));
    expect(names).not.toContain('伏见稻荷大社');
    for (const r of body.rows) {
      expect(r.lat).toBeGreaterThanOrEqual(35.6);
      expect(r.lng).toBeLessThanOrEqual(139.85);
    }
    const popularity = body.rows.map((r: { popularity: number }) => r.popularity);
    expect(popularity).toEqual([...popularity].sort((a: number, b: number) => b - a));
  });

  it('lists China’s online destinations (those with POIs to show)', async () => {
    const body = await ok(t.post('/api/ls/v1/destination/onlineDestinationByRegionId', { regionId: 1000001 }));
    expect(body.rows.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['北京', '上海', '杭州']));
  });
});

describe('audio guide', () => {
  it('lists a must-see POI’s tracks and plays them with range requests', async () => {
    const { id } = await byName('故宫');
    const body = await ok(t.post('/api/audio/v1/guide/queryExplainByPoi', { poiId: id }));
    expect(body.rows.length).toBe(2);
    const res = await fetch(t.url + body.rows[0].url, { headers: { range: 'bytes=0-43' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const head = Buffer.from(await res.arrayBuffer());
    expect(head.toString('latin1', 0, 4)).toBe('RIFF');
    expect(head.length).toBe(44);
  });
});

describe('proposals', () => {
  it('refuses a proposal within 200 m of a POI of the same name, and holds a new one for review', async () => {
    const a = await t.login();
    const dup = await t.post(
      '/api/destination/v1/auditPoi/saveAuditPoi',
      { name: '故宫', lat: 39.917, lng: 116.3975 },
      { token: a.token },
    );
    expect(dup.json.code).toBe(1);
    expect(dup.json.msg).toContain('同名');
    const fresh = await ok(
      t.post(
        '/api/destination/v1/auditPoi/saveAuditPoi',
        { name: '景山公园', lat: 39.9255, lng: 116.3966 },
        { token: a.token },
      ),
    );
    expect(fresh).toMatchObject({ status: 'pending', poiId: null });
    // Held: not a POI yet.
    const near = await ok(t.post('/api/destination/v1/address/poi', { lat: 39.9255, lng: 116.3966, keyword: '景山' }));
    expect(near.rows).toEqual([]);
  });

  it('needs a login to propose', async () => {
    const answer = await t.post('/api/destination/v1/auditPoi/saveAuditPoi', {
      name: '景山公园',
      lat: 39.9255,
      lng: 116.3966,
    });
    expect(answer.json.code).toBe(429);
  });

  it('lets a moderator approve (it becomes a POI) and refuses user B, who is not one', async () => {
    const a = await t.login();
    const b = await t.login();
    const moderator = await t.login();
    await t.ctx.db.insertInto('community_roles').values({ user_id: moderator.userId, role: 'moderator' }).execute();
    const proposal = await ok(
      t.post(
        '/api/destination/v1/auditPoi/saveAuditPoi',
        { name: '北海公园', lat: 39.925, lng: 116.389 },
        { token: a.token },
      ),
    );
    const byB = await t.post(
      '/api/service/destination/v1/auditPoi/review',
      { id: proposal.id, approve: true },
      { token: b.token },
    );
    expect(byB.json.code).toBe(403);
    const approved = await ok(
      t.post(
        '/api/service/destination/v1/auditPoi/review',
        { id: proposal.id, approve: true },
        { token: moderator.token },
      ),
    );
    expect(approved).toMatchObject({ status: 'approved' });
    const poi = await ok(t.post('/api/ls/v1/destination/poiInfo', { poiId: approved.poiId }));
    expect(poi).toMatchObject({ name: '北海公园', destination: { name: '北京' } });
    const again = await t.post(
      '/api/service/destination/v1/auditPoi/review',
      { id: proposal.id, approve: false },
      { token: moderator.token },
    );
    expect(again.json.code).toBe(1);
    // Now a POI: the same name next to it is a duplicate.
    const dup = await t.post(
      '/api/destination/v1/auditPoi/saveAuditPoi',
      { name: '北海公园', lat: 39.9251, lng: 116.3891 },
      { token: b.token },
    );
    expect(dup.json.code).toBe(1);
    const rejected = await ok(
      t.post(
        '/api/destination/v1/auditPoi/saveAuditPoi',
        { name: '某某小店', lat: 39.93, lng: 116.4 },
        { token: b.token },
      ),
    );
    expect(
      await ok(
        t.post(
          '/api/service/destination/v1/auditPoi/review',
          { id: rejected.id, approve: false, reason: '信息不全' },
          { token: moderator.token },
        ),
      ),
    ).toMatchObject({ status: 'rejected', poiId: null });
  });
});

describe('guides and information', () => {
  it('lists a destination’s articles from the community: guides most liked first, information newest first', async () => {
    const [tokyo] = (await ok(t.post('/api/destination/v1/matchNewDestinations', { keyword: '东京' }))).rows;
    const author = await t.login();
    const publish = (title: string) =>
      ok(
        t.post(
          '/api/service/content/v1/pvt/publish',
          { type: 'article', title, text: `${title}：交通、住宿和必吃的店，一篇写清楚。`, destinationId: tokyo.id },
          { token: author.token },
        ),
      );
    const first = await publish('东京三日自由行攻略');
    const second = await publish('东京赏樱地图');
    const reader = await t.login();
    await ok(
      t.postSealed(
        '/api/socialcontact/v1/vote/like',
        { targetType: 'content', targetId: first.id, like: true },
        { token: reader.token },
      ),
    );
    // Tokyo has demo guides of its own too: these two are ranked among them.
    const ours = (rows: { id: string }[]) => rows.filter((r) => r.id === first.id || r.id === second.id);
    const guides = await ok(t.post('/api/destination/v1/queryGlobalStrategyData', { destinationId: tokyo.id }));
    expect(ours(guides.rows).map((r) => r.id)).toEqual([first.id, second.id]);
    expect(ours(guides.rows)[0]).toMatchObject({ type: 'article', likeCount: 1 });
    const info = await ok(t.post('/api/destination/v1/info/list', { destinationId: tokyo.id }));
    // Information is newest first: the two just published lead.
    expect(info.rows.slice(0, 2).map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
  });
});

describe('treasure users', () => {
  it('ranks users of a destination from the job’s last run, with the formula', async () => {
    // Dubai: no demo dynamic names it, so only these users rank there.
    const poi = await byName('哈利法塔');
    const [a, b] = [await t.login(), await t.login()];
    const publish = (token: string, text: string) =>
      ok(t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', text, poiId: poi.id }, { token }));
    await publish(a.token, '哈利法塔顶层的日落值得排队。');
    await publish(a.token, '迪拜购物中心的水族馆很壮观。');
    await publish(b.token, '棕榈岛的海水很清。');
    // Tagged with the destination itself, not one of its POIs: it counts for the same destination.
    await ok(
      t.post(
        '/api/service/content/v1/pvt/publish',
        { type: 'dynamic', text: '迪拜的夜市很热闹。', destinationId: poi.destination_id },
        { token: a.token },
      ),
    );
    const before = await ok(t.post('/api/destination/v1/treasure/rankList', { destinationId: poi.destination_id }));
    expect(before.rows).toEqual([]); // never computed per request
    await treasureJob(t.ctx, { id: 0, kind: 'places.treasure', payload: {}, attempts: 0, owner_id: null });
    const after = await ok(t.post('/api/destination/v1/treasure/rankList', { destinationId: poi.destination_id }));
    expect(after.formula).toContain('点赞');
    expect(after.rows.slice(0, 2).map((r: { user: { userId: string } }) => r.user.userId)).toEqual([
      a.userCode,
      b.userCode,
    ]);
    expect(after.rows[0]).toMatchObject({ rank: 1, contentCount: 3, score: 30 });
    expect(
      await ok(
        t.post('/api/destination/v1/treasure/userInfo', { destinationId: poi.destination_id }, { token: b.token }),
      ),
    ).toMatchObject({
      ranked: true,
      rank: 2,
      contentCount: 1,
    });
  });
});
