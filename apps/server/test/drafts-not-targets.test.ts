import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPayload, publishActivity, publisher } from './activities-helpers.ts';
import { existingPoi, ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/product/nothing-twice.md, "Drafts are not targets": a like, comment, evaluation or collection of something
// only its owner can see (a draft or offline activity, an offline POI or product, a hidden post) answers exactly as
// a missing one does; the owner may still act on an offline activity of theirs.

const S = '/api/service/community/v1/activity';
const LIKE = '/api/socialcontact/v1/vote/like';
const COMMENT = '/api/service/socialcontact/v1/comment/add';
const COLLECT = '/api/service/agenda/v1/collectionItem/saveCollectionItem';
const MISSING = 987_654_321;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Kind = 'activity' | 'poi' | 'product';

/** The three actions on a target, as one user: each answer's code and message. */
async function actOn(token: string, type: Kind, id: number | string) {
  const answers = await Promise.all([
    type === 'product' ? undefined : t.postSealed(LIKE, { targetType: type, targetId: id, like: true }, { token }),
    t.post(COMMENT, { targetType: type, targetId: id, text: '看看能不能评论' }, { token }),
    t.post(COMMENT, { targetType: type, targetId: id, text: '打个分', score: 5 }, { token }),
    t.post(COLLECT, { itemType: type, itemId: id, type: 1 }, { token }),
  ]);
  return answers.filter((a) => a !== undefined).map((a) => `${a.status} ${a.json.code} ${a.json.msg}`);
}

const asMissing = ['200 404 内容不存在', '200 404 内容不存在', '200 404 内容不存在'];

describe('activities', () => {
  it("a stranger's like, comment, evaluation and collection of a draft answer as for a missing id", async () => {
    const owner = await publisher(t);
    const stranger = await t.login();
    const draft = await ok(t.post(`${S}/saveDraft`, { title: '草稿：不给看' }, { token: owner.token }));
    const missing = await actOn(stranger.token, 'activity', MISSING);
    expect(missing).toEqual(['200 404 内容不存在', ...asMissing]);
    expect(await actOn(stranger.token, 'activity', draft.id)).toEqual(missing);
    // Not even its owner: a draft has not been published.
    expect(await actOn(owner.token, 'activity', draft.id)).toEqual(missing);
  });

  it("a stranger's actions on an offline activity answer as for a missing id; its owner may still act", async () => {
    const owner = await publisher(t);
    const stranger = await t.login();
    const activity = await publishActivity(t, owner.token, activityPayload({ title: '下架的活动' }));
    await ok(t.post(`${S}/down`, { id: activity.id }, { token: owner.token }));
    expect(await actOn(stranger.token, 'activity', activity.id)).toEqual(
      await actOn(stranger.token, 'activity', MISSING),
    );
    const own = await actOn(owner.token, 'activity', activity.id);
    expect(own.every((a) => a.startsWith('200 0 ') || a.startsWith('200 1 '))).toBe(true);
    expect(own[1]).toBe('200 0 成功');
  });

  it('an online activity is a target for anyone', async () => {
    const owner = await publisher(t);
    const stranger = await t.login();
    const activity = await publishActivity(t, owner.token, activityPayload({ title: '上架的活动' }));
    const answers = await actOn(stranger.token, 'activity', activity.id);
    expect(answers[0]).toBe('200 0 成功');
    expect(answers[1]).toBe('200 0 成功');
    expect(answers[3]).toBe('200 0 成功');
  });
});

describe('places and products', () => {
  it('an offline POI answers as a missing one', async () => {
    const u = await t.login();
    const poi = await existingPoi(t, 7_700_001);
    await sql`update pois set status = 'offline' where id = ${poi}`.execute(t.ctx.db);
    expect(await actOn(u.token, 'poi', poi)).toEqual(await actOn(u.token, 'poi', MISSING));
  });

  it('a product taken off sale answers as a missing one', async () => {
    const u = await t.login();
    const row = await sql<{ id: number }>`insert into products (title, currency, price_from, status)
      values ('下架商品', 'CNY', 100, 'off') returning id`.execute(t.ctx.db);
    const id = row.rows[0]!.id;
    expect(await actOn(u.token, 'product', id)).toEqual(await actOn(u.token, 'product', MISSING));
  });
});
