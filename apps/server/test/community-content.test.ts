import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existingPoi, ok, uploadImage } from './community-helpers.ts';
import { queueSearchReindex } from '../src/modules/search/search-reindex-job.ts';
import { addSensitiveWord } from '../src/modules/community/sensitive-word-admin.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Publishing rules: text limits counted as the clients count them, the sensitive-word filter, images only of
// one's own, polls; and the demo community's screens: topics, the square, talents, adverts, words, search.

let t: TestApp;
let me: { token: string; userId: number; userCode: string };
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  me = await t.login();
});
afterAll(() => t.close());

const publish = (body: Record<string, unknown>, token = me.token) =>
  t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', ...body }, { token });

describe('publishing rules', () => {
  it('counts a Chinese character as 2 against the limits: text 2,000, title 60, comment 500', async () => {
    expect((await publish({ text: '字'.repeat(1000) })).json.code).toBe(0);
    expect((await publish({ text: '字'.repeat(1001) })).json).toMatchObject({
      code: 1,
      msg: expect.stringContaining('2000'),
    });
    expect((await publish({ text: 'ok', title: '题'.repeat(31) })).json).toMatchObject({
      code: 1,
      msg: expect.stringContaining('60'),
    });
    const { id } = await ok(publish({ text: '评论长度' }));
    const comment = (text: string) =>
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: id, text },
        { token: me.token },
      );
    expect((await comment('评'.repeat(250))).json.code).toBe(0);
    expect((await comment('评'.repeat(250) + 'x')).json).toMatchObject({
      code: 1,
      msg: expect.stringContaining('500'),
    });
  });

  it('refuses sensitive words with code 1 naming them, in text, title and comments', async () => {
    const answer = await publish({ title: '周末好去处', text: '这里可以赌博，还有人卖毒品' });
    expect(answer.json.code).toBe(1);
    expect(answer.json.msg).toContain('赌博');
    expect(answer.json.msg).toContain('毒品');
    await addSensitiveWord(t.ctx, { word: '黄牛票' });
    expect((await publish({ text: '出黄牛票' })).json.msg).toContain('黄牛票');
  });

  it('queryFilter drops items wholly contained in another and gives a verdict per item', async () => {
    const clean = await ok(
      t.post(
        '/api/service/content/v1/pvt/queryFilter',
        {
          items: [
            { kind: 'title', content: '西湖' },
            { kind: 'text', content: '西湖的清晨' },
          ],
        },
        { token: me.token },
      ),
    );
    expect(clean).toEqual({
      pass: true,
      items: [{ kind: 'text', content: '西湖的清晨', pass: true, words: [], verdict: 'pass', masked: '西湖的清晨' }],
    });
    const dirty = await t.post(
      '/api/service/content/v1/pvt/queryFilter',
      {
        items: [
          { kind: 'title', content: '刷单' },
          { kind: 'text', content: '招聘刷单兼职' },
          { kind: 'text', content: '风景' },
        ],
      },
      { token: me.token },
    );
    expect(dirty.json.code).toBe(1);
    expect(dirty.json.msg).toContain('刷单');
    expect(dirty.json.body.items).toEqual([
      { kind: 'text', content: '招聘刷单兼职', pass: false, words: ['刷单'], verdict: 'block', masked: '招聘刷单兼职' },
      { kind: 'text', content: '风景', pass: true, words: [], verdict: 'pass', masked: '风景' },
    ]);
  });

  it('takes only images this user uploaded, whatever address is sent', async () => {
    const other = await t.login();
    const theirs = await uploadImage(t, other.token);
    for (const images of [
      [theirs.fileId],
      [theirs.url],
      ['https://evil.example/x.jpg'],
      ['/media/demo/lake-22.jpg'],
      ['javascript:alert(1)'],
    ]) {
      const answer = await publish({ text: '借图', images });
      expect(answer.json, JSON.stringify(images)).toEqual({
        code: 1,
        msg: '图片无效：只能使用你自己上传的图片',
        body: null,
      });
    }
    const mine = await uploadImage(t, me.token);
    const { id } = await ok(publish({ text: '自己的图', images: [`http://localhost:9${mine.url}?w=750`] }));
    const detail = await ok(t.post('/api/content/v1/pub/queryDetail', { id }));
    expect(detail.images[0].url).toBe(mine.url);
    expect((await publish({ text: '太多图', images: Array(10).fill(mine.fileId) })).json).toEqual({
      code: 400,
      msg: '参数错误：images',
      body: null,
    });
  });

  it('keeps publisher contacts with the mobile masked, the owner’s too', async () => {
    const saved = await ok(
      t.post(
        '/api/service/content/v1/pvt/saveContact',
        { name: '李雷', mobile: '13812345678', wechat: 'lilei' },
        { token: me.token },
      ),
    );
    expect(saved).toEqual({ name: '李雷', mobile: '138****5678', wechat: 'lilei' });
    expect(await ok(t.post('/api/service/content/v1/pvt/findContact', {}, { token: me.token }))).toEqual(saved);
    expect(
      (await t.post('/api/service/content/v1/pvt/saveContact', { mobile: '12345' }, { token: me.token })).json.code,
    ).toBe(1);
  });

  it('counts a view for every reader but the author', async () => {
    const { id } = await ok(publish({ text: '浏览量测试' }));
    const reader = await t.login();
    const views = async (token?: string) =>
      (await ok(t.post('/api/content/v1/pub/queryDetail', { id }, token ? { token } : {}))).viewCount as number;
    expect(await views(reader.token)).toBe(1);
    // The author's own reads leave the count as it was, and say so.
    expect(await views(me.token)).toBe(1);
    expect(await views(me.token)).toBe(1);
    expect(await views(reader.token)).toBe(2);
  });

  it('runs polls: one vote per person, counted from the votes', async () => {
    const { id } = await ok(publish({ text: '去哪儿？', poll: { question: '五一去哪儿', options: ['海边', '山里'] } }));
    const vote = (options: number[], token = me.token) =>
      t.postSealed('/api/content/v1/pub/vote', { contentId: id, options }, { token });
    expect((await vote([0])).opened).toMatchObject({ total: 1, myVotes: [0] });
    expect((await vote([1])).opened).toMatchObject({ total: 1, myVotes: [1], options: [{ count: 0 }, { count: 1 }] });
    expect((await vote([0, 1])).json.code).toBe(1);
    const detail = await ok(t.post('/api/content/v1/pub/queryDetail', { id }, { token: me.token }));
    expect(detail.poll).toMatchObject({ question: '五一去哪儿', total: 1, myVotes: [1] });
  });
});

describe('the demo community', () => {
  it('has topics with subclasses, square columns and their items', async () => {
    const classes = await ok(t.post('/api/community/v1/topic/querySubClass', {}));
    expect(classes.rows.length).toBeGreaterThan(2);
    expect(classes.rows[0].className).toMatch(/\p{Script=Han}/u);
    const columns = await ok(t.post('/api/community/v1/topicSquare/queryColumn', {}));
    expect(columns.rows.map((c: { kind: string }) => c.kind)).toContain('subclass');
    const hot = await ok(
      t.post('/api/community/v1/topicSquare/queryDataV6A', { columnId: columns.rows[0].id, pageSize: 3 }),
    );
    expect(hot.rows).toHaveLength(3);
    expect(hot.rows[0].contentCount).toBeGreaterThanOrEqual(hot.rows[1].contentCount);
    const rest = await ok(
      t.post('/api/community/v1/topicSquare/queryDataV6A', { columnId: columns.rows[0].id, cursor: hot.nextCursor }),
    );
    expect(rest.rows.map((r: { id: string }) => r.id)).not.toContain(hot.rows[0].id);
    const sub = columns.rows.find((c: { kind: string }) => c.kind === 'subclass');
    const items = await ok(t.post('/api/community/v1/topicSquare/queryDataV6A', { columnId: sub.id }));
    expect(items.rows.every((r: { className: string }) => r.className === sub.name)).toBe(true);
    const byKeyword = await ok(t.post('/api/community/v1/topic/queryByParams', { keyword: '雪山' }));
    expect(byKeyword.rows.length).toBeGreaterThan(0);
    const topic = await ok(t.post('/api/community/v1/topic/query', { topicId: hot.rows[0].id }));
    expect(topic.participants.length).toBeGreaterThan(0);
  });

  it('has talents, a contribution ranking, roles, profiles and clubs', async () => {
    const talents = await ok(t.post('/api/community/v1/talent/list', { pageSize: 3 }));
    expect(talents).toMatchObject({ total: 6, pageNo: 1, pageSize: 3 });
    const ranking = await ok(t.post('/api/community/v1/talent/contributeList', { days: 365 }));
    expect(ranking.rows[0].rank).toBe(1);
    expect(ranking.rows[0].score).toBeGreaterThanOrEqual(ranking.rows[1].score);
    const userId = talents.rows[0].userId;
    expect(await ok(t.post('/api/community/v1/master/queryUserRoles', { userId }))).toMatchObject({
      isTalent: true,
      isMaster: true,
    });
    const info = await ok(t.post('/api/community/v1/talent/queryInfo', { userId }, { token: me.token }));
    expect(info).toMatchObject({ userId, isTalent: true, isMe: false, followed: false });
    const clubs = await ok(t.post('/api/community/v1/club/listByGuest', { userId }));
    expect(clubs.rows.map((c: { role: string }) => c.role)).toContain('master');
  });

  it('has adverts by slot and channel, hot words, categories and share cards', async () => {
    const ads = await ok(
      t.post('/api/community/v1/brandAdvertising/findListByPage', { page: 'speakTopic', storeId: '91923' }),
    );
    expect(ads.rows).toHaveLength(2);
    const words = await ok(t.post('/api/community/v1/word/findWords', { keyword: '西' }));
    expect(words.hot.length).toBeGreaterThan(0);
    expect(words.suggestions).toContain('西湖');
    expect((await ok(t.post('/api/community/v1/queryMainCategory', {}))).rows.length).toBe(6);
    expect((await ok(t.post('/api/community/v1/classify/diyList', {}))).rows.length).toBe(4);
    expect(await ok(t.post('/api/community/v1/share/findConfigInfoByKey', { key: 'speakTopic' }))).toMatchObject({
      link: '/speakTopic',
    });
    const first = (await ok(t.post('/api/content/v1/pub/list', { pageSize: 1 }))).rows[0];
    const card = await ok(t.post('/api/community/v1/share/findConfigInfoByKey', { key: `content:${first.id}` }));
    expect(card.link).toBe(`/dynamicDetails?id=${first.id}`);
    const related = await ok(t.post('/api/content/v1/pub/getRelatedByContentInfoId', { id: first.id }));
    expect(related.rows.map((r: { id: string }) => r.id)).not.toContain(first.id);
  });

  it('searches content, topics and users in Chinese, ranked and paged', async () => {
    const search = (body: Record<string, unknown>) => ok(t.post('/api/ls/v1/opensearch/search', body));
    const found = await search({ keyword: '西湖清晨', pageSize: 5 });
    expect(found.words).toEqual(expect.arrayContaining(['西湖']));
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows[0].kind).toBe('content');
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { rows: { id: string }[]; nextCursor: string | null } = await search({
        // A word many demo posts and guides use, so the answer takes several pages.
        keyword: '门票',
        pageSize: 7,
        cursor,
      });
      all.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(7);
    const topics = await search({ keyword: '海岛', type: 'topic' });
    expect(topics.rows[0]).toMatchObject({ kind: 'topic', title: '海岛度假' });
    const users = await search({ keyword: '旅行', type: 'user' });
    expect(users.rows.every((u: { nickname: string }) => u.nickname.includes('旅行'))).toBe(true);
    const fuzzy = await search({ keyword: '拍照机位' });
    expect(fuzzy.rows.length).toBeGreaterThan(0);
    expect((await search({ keyword: '%_\\' })).rows).toEqual([]);
  });

  it('re-indexes rows written without search tokens, in the job queue', async () => {
    const author = await t.ctx.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('contents')
      .values({ author_id: author.id, type: 'dynamic', body: '漠河北极村的冬天零下四十度' })
      .execute();
    const search = () => ok(t.post('/api/ls/v1/opensearch/search', { keyword: '北极村 漠河' }));
    expect((await search()).rows).toEqual([]);
    await queueSearchReindex(t.ctx);
    for (let i = 0; i < 50 && (await search()).rows.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await search()).rows[0].text).toBe('漠河北极村的冬天零下四十度');
  });

  it('answers want-to-go counts from the likes on a POI', async () => {
    // The POI must exist: want-to-go on a missing one answers 404 (docs/reliability.md).
    const poiId = await existingPoi(t, 7);
    // The demo's travellers want to go to some places already: count from what is there.
    const before = await ok(t.post('/api/agenda/v1/travelPoi/wantToGoNum', { poiId }, { token: me.token }));
    expect(before.wanted).toBe(false);
    await t.postSealed(
      '/api/socialcontact/v1/vote/like',
      { targetType: 'poi', targetId: poiId, like: true },
      { token: me.token },
    );
    expect(await ok(t.post('/api/agenda/v1/travelPoi/wantToGoNum', { poiId }, { token: me.token }))).toEqual({
      count: before.count + 1,
      wanted: true,
    });
  });
});
