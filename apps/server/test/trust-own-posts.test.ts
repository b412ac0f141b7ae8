import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, uploadImage } from './community-helpers.ts';
import { addSensitiveWord } from '../src/modules/community/sensitive-word-admin.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { act, countersOf, feedIds, post, TRUST } from './trust-helpers.ts';

// One's own posts (docs/product/trust.md, "Deleting and editing one's own posts"): owner only; a deletion takes the
// likes, comments and collections with it and leaves counters equal to rows, parallel likes too; an edit goes
// through the filter again and shows 已编辑 (editedAt) in detail and lists.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pvt/delete', () => {
  it('deletes only one’s own post, and it is gone from the feed, detail and the author’s counts', async () => {
    const a = await t.login();
    const b = await t.login();
    const id = await post(t, a.token, '要删除的动态');
    expect(await feedIds(t)).toContain(id);
    expect((await t.post(TRUST.del, { id }, { token: b.token })).json.code).toBe(403);
    await ok(t.post(TRUST.del, { id }, { token: a.token }));
    expect(await feedIds(t)).not.toContain(id);
    expect((await t.post(TRUST.detail, { id }, { token: a.token })).json.code).toBe(404);
    expect((await t.post(TRUST.del, { id }, { token: a.token })).json.code).toBe(404);
    const user = await t.ctx.db
      .selectFrom('users')
      .select('content_count')
      .where('id', '=', a.userId)
      .executeTakeFirstOrThrow();
    expect(user.content_count).toBe(0);
    // A moderator cannot bring back what its author deleted.
    await expect(act(t, 'content', id, 'restore')).rejects.toThrow('作者已删除的内容不能恢复');
  });

  it('takes likes, comments and collections with it; counters equal rows under 20 parallel likes', async () => {
    const a = await t.login();
    const likers = await Promise.all(Array.from({ length: 20 }, () => t.login()));
    const id = await post(t, a.token, '热门动态');
    await ok(t.post(TRUST.comment, { targetType: 'content', targetId: id, text: '好看' }, { token: likers[0]!.token }));
    await ok(
      t.post(
        '/api/service/agenda/v1/collectionItem/saveCollectionItem',
        { itemType: 'content', itemId: id, type: 1 },
        { token: likers[1]!.token },
      ),
    );
    const likes = likers.map((u) =>
      t.postSealed(TRUST.like, { targetType: 'content', targetId: id, like: true }, { token: u.token }),
    );
    const [deleted] = await Promise.all([t.post(TRUST.del, { id }, { token: a.token }), ...likes]);
    expect(deleted.json.code).toBe(0);
    const counters = await countersOf(t, id);
    expect(counters.like_count).toBe(counters.likes);
    expect(counters.comment_count).toBe(counters.comments);
    expect(counters.comments).toBe(0);
    const collections = await sql<{ n: number; c: number }>`select
      (select count(*)::int from collections where item_type = 'content' and item_id = ${id}) as n,
      (select collect_count from contents where id = ${id}) as c`.execute(t.ctx.db);
    expect(collections.rows[0]).toEqual({ n: 0, c: 0 });
    // Nobody can like it any more.
    const late = await t.postSealed(
      TRUST.like,
      { targetType: 'content', targetId: id, like: true },
      { token: likers[2]!.token },
    );
    expect(late.json.code).toBe(404);
  });
});

describe('pvt/update', () => {
  it('edits one’s own post through the filter; 已编辑 shows in detail and the feed', async () => {
    const a = await t.login();
    const b = await t.login();
    const id = await post(t, a.token, '原来的文字');
    const before = await ok(t.post(TRUST.detail, { id }));
    expect(before.editedAt).toBeNull();
    expect((await t.post(TRUST.update, { id, text: '别人改的' }, { token: b.token })).json.code).toBe(403);
    await addSensitiveWord(t.ctx, { word: '测试违禁词乙', category: 'fraud' });
    const dirty = await t.post(TRUST.update, { id, text: '含有测试违禁词乙' }, { token: a.token });
    expect(dirty.json.code).toBe(1);
    const image = await uploadImage(t, a.token);
    const edited = await ok(
      t.post(TRUST.update, { id, text: '改过的文字', images: [image.fileId] }, { token: a.token }),
    );
    expect(edited.editedAt).toEqual(expect.any(String));
    const detail = await ok(t.post(TRUST.detail, { id }));
    expect(detail).toMatchObject({ text: '改过的文字', editedAt: edited.editedAt });
    expect(detail.images).toHaveLength(1);
    const feed = await ok(t.post(TRUST.feed, { sort: 'new', pageSize: 50 }));
    expect(feed.rows.find((r: { id: string }) => r.id === String(id))).toMatchObject({ editedAt: edited.editedAt });
    const found = await ok(t.post(TRUST.search, { keyword: '改过的文字', type: 'content' }));
    expect(found.rows.map((r: { id: string }) => r.id)).toContain(String(id));
  });

  it('refuses an edit of a post held for review, and answers a missing one as missing', async () => {
    const a = await t.login();
    const id = await post(t, a.token, '将被隐藏');
    await act(t, 'content', id, 'hide');
    expect((await t.post(TRUST.update, { id, text: '改' }, { token: a.token })).json).toMatchObject({
      code: 1,
      msg: '内容正在审核，暂不能编辑',
    });
    expect((await t.post(TRUST.update, { id: 999999999, text: '改' }, { token: a.token })).json.code).toBe(404);
  });
});
