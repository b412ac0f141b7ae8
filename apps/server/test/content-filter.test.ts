import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { passHeldComment, passHeldContent } from '../src/modules/community/review-state.ts';
import {
  addSensitiveWord,
  exportSensitiveWords,
  importSensitiveWords,
  listSensitiveWords,
  removeSensitiveWords,
  updateSensitiveWord,
} from '../src/modules/community/sensitive-word-admin.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The content filter through the real server (docs/product/content-filter.md): listed words hidden every way a
// writer may try are refused on publish; ordinary words that hold a listed one across a word boundary pass; an
// advert is held for review, seen by its author alone; an insult is stored starred; operators' words take effect on
// the next text.

let t: TestApp;
let me: { token: string; userId: number; userCode: string };
let other: { token: string; userId: number; userCode: string };
beforeAll(async () => {
  t = await createTestApp();
  [me, other] = [await t.login(), await t.login()];
});
afterAll(() => t.close());

const publish = (body: Record<string, unknown>, token = me.token) =>
  t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', ...body }, { token });
const queryFilter = (contents: string[]) =>
  t.post(
    '/api/service/content/v1/pvt/queryFilter',
    { items: contents.map((content) => ({ kind: 'text', content })) },
    { token: me.token },
  );

describe('publish refuses listed words however they are hidden', () => {
  it.each<[string, string, string]>([
    ['spaced', '今天想聊聊 法 轮 功 的事', '法轮功'],
    ['full width', '推荐ｆａｌｕｎｇｏｎｇ相关的书', '法轮功'],
    ['traditional', '支持臺獨的人', '台独'],
    ['pinyin', '大家听说过 taidu 吗', '台独'],
    ['initials', '路上有人发 fldf 的传单', '法轮大法'],
    ['emoji between', '约🔥炮吗，今晚', '约炮'],
    ['digits for letters', 'fa1ungong 的资料', '法轮功'],
    ['homoglyphs', '分享 рοrn 网站', 'porn'],
    ['punctuation between', '色。情。网站分享', '色情'],
    ['traditional, spaced and emoji together', '六 四 天 安 門 🕯 紀念', '六四天安门'],
  ])('%s: %s', async (_label, text, word) => {
    const answer = await publish({ text });
    expect(answer.json.code).toBe(1);
    expect(answer.json.msg).toContain(word);
    expect(answer.json.msg).toMatch(/^内容涉及/);
  });

  it('says which category refused it', async () => {
    expect((await publish({ text: '支持台独' })).json.msg).toBe('内容涉及政治敏感信息：台独，请修改后再发布');
  });

  it('passes ordinary sentences that hold a listed word only across a word boundary', async () => {
    for (const text of ['周末从烟台独自出发，去了台北和法国', '学点法律常识，独立旅行更安心', '平台独立运营的民宿']) {
      const answer = await publish({ text });
      expect(answer.json, text).toMatchObject({ code: 0 });
      expect(answer.json.body.status).toBeUndefined();
    }
  });
});

describe('queryFilter', () => {
  it.each(['六四天安门', '台独', '约炮', '色情'])('refuses %s naming it', async (word) => {
    const answer = await queryFilter([`这段话里有${word}`]);
    expect(answer.json.code).toBe(1);
    expect(answer.json.msg).toContain(word);
  });

  it('refuses the advert that names a banned group, naming the blocked word, and says what the rest would do', async () => {
    const answer = await queryFilter(['加我微信代购，低价出票，法轮功']);
    expect(answer.json.code).toBe(1);
    expect(answer.json.msg).toContain('法轮功');
    expect(answer.json.body.items[0]).toMatchObject({ verdict: 'block', pass: false });
    expect(answer.json.body.items[0].words).toEqual(expect.arrayContaining(['加我微信', '代购', '低价出票', '法轮功']));
  });

  it('passes an insult with a mask verdict and an advert with a review verdict', async () => {
    const body = await ok(queryFilter(['你真是个傻逼', '加我微信代购']));
    expect(body.pass).toBe(true);
    expect(body.items[0]).toMatchObject({ verdict: 'mask', words: ['傻逼'], masked: '你真是个***' });
    expect(body.items[1]).toMatchObject({ verdict: 'review', pass: true });
  });
});

describe('review and mask verdicts', () => {
  it('holds an advert for review: its author sees it, nobody else does, until a moderator passes it', async () => {
    const answer = await ok(publish({ text: '海外代购，需要的私聊我' }));
    expect(answer).toMatchObject({ status: 'review', notice: '内容已提交审核' });
    const detail = (token?: string) =>
      t.post('/api/content/v1/pub/queryDetail', { id: answer.id }, token ? { token } : {});
    expect((await ok(detail(me.token))).id).toBe(answer.id);
    expect((await detail(other.token)).json.code).toBe(404);
    expect((await detail()).json.code).toBe(404);
    const ids = async (body: Record<string, unknown>, token?: string) =>
      (await ok(t.post('/api/content/v1/pub/list', { pageSize: 20, ...body }, token ? { token } : {}))).rows.map(
        (r: { id: string }) => r.id,
      );
    expect(await ids({ sort: 'new' }, other.token)).not.toContain(answer.id);
    expect(await ids({ sort: 'new' })).not.toContain(answer.id);
    expect(await ids({ sort: 'new', userId: me.userCode }, other.token)).not.toContain(answer.id);
    expect(await ids({ sort: 'new', userId: me.userCode }, me.token)).toContain(answer.id);
    const search = await ok(t.post('/api/ls/v1/opensearch/search', { keyword: '海外代购', pageSize: 20 }));
    expect(search.rows.map((r: { id: string }) => r.id)).not.toContain(answer.id);

    expect(await passHeldContent(t.ctx, Number(answer.id))).toBe(true);
    expect((await ok(detail(other.token))).id).toBe(answer.id);
    expect(await ids({ sort: 'new' }, other.token)).toContain(answer.id);
  });

  it('shows a held comment and a held reply to their author alone, marked, until passed', async () => {
    const [host, writer] = [await t.login(), await t.login()];
    const post = await ok(publish({ text: '西湖边的早餐店' }, host.token));
    const comment = (body: Record<string, unknown>, token = writer.token) =>
      ok(
        t.post(
          '/api/service/socialcontact/v1/comment/add',
          { targetType: 'content', targetId: post.id, ...body },
          { token },
        ),
      );
    const root = await comment({ text: '早餐店在哪' }, host.token);
    const held = await comment({ text: '想要优惠券的加微信问我' });
    const heldReply = await comment({ parentId: root.id, text: '加V问我' });
    expect(held).toMatchObject({ status: 'review', notice: '内容已提交审核' });
    expect(heldReply).toMatchObject({ status: 'review' });
    type Row = { id: string; status?: string; replies: Array<{ id: string; status?: string }> };
    const sealed = async (path: string, payload: Record<string, unknown>, token?: string) => {
      const answer = await t.postSealed(path, payload, token ? { token } : {});
      expect(answer.json.code).toBe(0);
      return answer.opened.rows;
    };
    const page = (token?: string): Promise<Row[]> =>
      sealed('/api/socialcontact/v1/comment/getByTargetId', { targetType: 'content', targetId: post.id }, token);
    const mine = await page(writer.token);
    expect(mine.find((r) => r.id === held.id)).toMatchObject({ status: 'review', canDelete: true });
    const rootForWriter = mine.find((r) => r.id === root.id)!;
    expect(rootForWriter.replies.find((r) => r.id === heldReply.id)).toMatchObject({ status: 'review' });
    expect(rootForWriter).not.toHaveProperty('status');
    for (const token of [host.token, undefined]) {
      const theirs = await page(token);
      expect(theirs.map((r) => r.id)).toEqual([root.id]);
      expect(theirs[0]!.replies).toEqual([]);
    }
    const replies = async (token: string) =>
      (await sealed('/api/socialcontact/v1/comment/getByCommentId', { commentId: root.id }, token)).map(
        (r: { id: string }) => r.id,
      );
    expect(await replies(writer.token)).toEqual([heldReply.id]);
    expect(await replies(host.token)).toEqual([]);
    const detail = await ok(t.post('/api/content/v1/pub/queryDetail', { id: post.id }, { token: host.token }));
    expect(detail.commentCount).toBe(1);

    // Only its author may delete it (the host is answered as for a missing comment); it was never counted.
    const remove = (token: string) =>
      t.post('/api/service/socialcontact/v1/comment/delete', { id: held.id }, { token });
    expect((await remove(host.token)).json.code).toBe(404);
    await ok(remove(writer.token));
    expect((await page(writer.token)).map((r) => r.id)).toEqual([root.id]);

    expect(await passHeldComment(t.ctx, Number(heldReply.id))).toBe(true);
    expect((await page(host.token))[0]!.replies.map((r) => r.id)).toEqual([heldReply.id]);
    expect((await page(writer.token))[0]!.replies[0]).not.toHaveProperty('status');
  });

  it('stores a comment with an insult starred, the rest as written', async () => {
    const post = await ok(publish({ text: '西湖的清晨' }));
    const added = await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: post.id, text: '拍得好，别理那个傻 逼' },
        { token: other.token },
      ),
    );
    const row = await t.ctx.db
      .selectFrom('comments')
      .select(['body', 'status'])
      .where('id', '=', Number(added.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ body: '拍得好，别理那个***', status: 'published' });
  });
});

describe('operators’ words', () => {
  it('take effect on the next publish, and may change a lexicon word’s verdict', async () => {
    expect((await publish({ text: '收黄牛票，价格好说' })).json.code).toBe(0);
    const word = await addSensitiveWord(t.ctx, { word: '黄牛票', category: 'fraud' });
    const refused = await publish({ text: '收黄牛票，价格好说' });
    expect(refused.json).toMatchObject({ code: 1, msg: expect.stringContaining('黄牛票') });
    await removeSensitiveWords(t.ctx, [Number(word.id)]);
    expect((await publish({ text: '收黄牛票，价格好说' })).json.code).toBe(0);

    // 代购 is an advert in the lexicon (review); an operator may make it block.
    await addSensitiveWord(t.ctx, { word: '代购', category: 'trade', verdict: 'block' });
    expect((await publish({ text: '帮忙代购' })).json).toMatchObject({ code: 1, msg: expect.stringContaining('代购') });
  });
});

describe('word administration', () => {
  it('imports, lists by category in pages, updates, exports and refuses a one-character word', async () => {
    const words = ['黑车拉客', '野导游带团', '强制购物店', 'ＡＢＣ代订'];
    expect(
      await importSensitiveWords(
        t.ctx,
        words.map((word) => ({ word, category: 'fraud' })),
      ),
    ).toEqual({
      imported: 4,
    });
    const first = await listSensitiveWords(t.ctx, { category: 'fraud', pageSize: 3 });
    expect(first.rows).toHaveLength(3);
    const second = await listSensitiveWords(t.ctx, { category: 'fraud', pageSize: 3, cursor: first.nextCursor });
    const listed = [...first.rows, ...second.rows].map((r) => r.word);
    expect(listed).toEqual(expect.arrayContaining(['黑车拉客', '野导游带团', '强制购物店', 'abc代订']));
    expect(new Set(listed).size).toBe(listed.length);
    const row = first.rows.find((r) => r.word === '强制购物店') ?? second.rows.find((r) => r.word === '强制购物店')!;
    expect(row).toMatchObject({ category: 'fraud', verdict: 'block' });
    expect(await updateSensitiveWord(t.ctx, Number(row.id), { verdict: 'review' })).toMatchObject({
      verdict: 'review',
    });
    const writer = await t.login(); // a fresh writer: `me` has used up the publish rate by now
    expect((await ok(publish({ text: '这家是强制购物店' }, writer.token))).status).toBe('review');
    expect((await exportSensitiveWords(t.ctx)).map((r) => r.word)).toEqual(expect.arrayContaining(words.slice(0, 3)));
    await expect(addSensitiveWord(t.ctx, { word: '台' })).rejects.toThrow('敏感词至少两个字符');
    await expect(importSensitiveWords(t.ctx, [{ word: '好词语' }, { word: '法' }])).rejects.toThrow('第2个敏感词');
  });
});

// Two instances sharing one Redis (and, in production, one database: here the word is written to each one's own).
describe.runIf(process.env.TEST_REDIS_URL)('with Redis, a word change reaches every instance', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_NAMESPACE: `filter-${process.pid}-${Date.now()}:` };
    [a, b] = [await createTestApp({ env }), await createTestApp({ env })];
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('rebuilds the other instance’s matcher within seconds', async () => {
    const writer = await b.login();
    const post = () =>
      b.post(
        '/api/service/content/v1/pvt/publish',
        { type: 'dynamic', text: '转让演唱会门票' },
        { token: writer.token },
      );
    expect((await post()).json.code).toBe(0);
    // The other instance's database gets the row as a shared one would; the version moves through `a`.
    await b.ctx.db.insertInto('sensitive_words').values({ word: '转让演唱会门票', category: 'fraud' }).execute();
    await addSensitiveWord(a.ctx, { word: '转让演唱会门票', category: 'fraud' });
    await expect.poll(async () => (await post()).json.code, { timeout: 5_000, interval: 200 }).toBe(1);
  });
});
