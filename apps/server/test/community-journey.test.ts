import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existingPoi, ok, uploadImage } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The journey through the real server: two users, a dynamic with two images and a topic, likes,
// comments, replies, praise, deletes by the right people only, collections, follows and blocking.

let t: TestApp;
let a: { token: string; userId: number; userCode: string };
let b: { token: string; userId: number; userCode: string };
let topicId: number;
let contentId: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await t.login();
  b = await t.login();
  const topic = await t.ctx.db
    .insertInto('topics')
    .values({ title: '周末去哪儿', description: '两天一夜' })
    .returning('id')
    .executeTakeFirstOrThrow();
  topicId = topic.id;
});
afterAll(() => t.close());

const like = (token: string, id: string, on = true, targetType = 'content') =>
  t.postSealed('/api/socialcontact/v1/vote/like', { targetType, targetId: id, like: on }, { token });
const comments = (token?: string) =>
  t.postSealed(
    '/api/socialcontact/v1/comment/getByTargetId',
    { targetType: 'content', targetId: contentId },
    token ? { token } : {},
  );

describe('a dynamic from publishing to its comments', () => {
  it('A publishes a dynamic with two images and a topic', async () => {
    const first = await uploadImage(t, a.token, '#ff0000');
    const second = await uploadImage(t, a.token, '#00ff00');
    const body = await ok(
      t.post(
        '/api/service/content/v1/pvt/publish',
        {
          type: 'dynamic',
          text: '西湖边的清晨，人少景美',
          images: [first.fileId, second.url],
          topicId,
          placeName: '杭州西湖',
        },
        { token: a.token },
      ),
    );
    contentId = body.id;
    expect(contentId).toMatch(/^\d+$/);
    const detail = await ok(t.post('/api/content/v1/pub/queryDetail', { id: contentId }));
    expect(detail.images.map((i: { url: string }) => i.url)).toEqual([first.url, second.url]);
    // B cannot delete A's upload.
    const theft = await t.post(
      '/api/service/socialcontact/v1/upload/delAliOssFile',
      { fileId: first.fileId },
      { token: b.token },
    );
    expect(theft.json).toEqual({ code: 403, msg: '无权操作', body: null });
    expect(detail).toMatchObject({
      topicId: String(topicId),
      topicTitle: '周末去哪儿',
      placeName: '杭州西湖',
      author: { userId: a.userCode },
    });
  });

  it('appears in the feed, on the topic and on A’s home', async () => {
    const feed = await ok(t.post('/api/content/v1/pub/list', {}));
    expect(feed.rows[0].id).toBe(contentId);
    const topic = await ok(t.post('/api/community/v1/post/list', { topicId }));
    expect(topic.rows.map((r: { id: string }) => r.id)).toEqual([contentId]);
    const home = await ok(t.post('/api/content/v1/pub/list', { userId: a.userCode }));
    expect(home.rows.map((r: { id: string }) => r.id)).toEqual([contentId]);
    const stats = await ok(t.post('/api/community/v1/topic/query', { topicId }));
    expect(stats).toMatchObject({ contentCount: 1, participantCount: 1 });
    expect(await ok(t.post('/api/content/v1/pub/contentTotal', { userId: a.userCode }))).toMatchObject({
      dynamic: 1,
      total: 1,
    });
  });

  it('B likes it twice and it counts once; unlike and like again stay consistent', async () => {
    expect((await like(b.token, contentId)).opened).toEqual({ liked: true, likeCount: 1 });
    expect((await like(b.token, contentId)).opened).toEqual({ liked: true, likeCount: 1 });
    const mine = await ok(t.post('/api/content/v1/pub/queryDetail', { id: contentId }, { token: b.token }));
    expect(mine).toMatchObject({ liked: true, likeCount: 1 });
    const likers = await ok(t.post('/api/community/v1/post/findLikeUserList', { id: contentId }));
    expect(likers.rows.map((u: { userId: string }) => u.userId)).toEqual([b.userCode]);
    const liked = await ok(t.post('/api/community/v1/post/likeList', { userId: b.userCode }));
    expect(liked.rows.map((r: { id: string }) => r.id)).toEqual([contentId]);
  });

  let commentId: string;
  let replyId: string;
  it('B comments, replies and praises; the thread reads back in order', async () => {
    commentId = (
      await ok(
        t.post(
          '/api/service/socialcontact/v1/comment/add',
          { targetType: 'content', targetId: contentId, text: '太美了！' },
          { token: b.token },
        ),
      )
    ).id;
    replyId = (
      await ok(
        t.post(
          '/api/service/socialcontact/v1/comment/add',
          { targetType: 'content', targetId: contentId, text: '几点去的？', parentId: commentId },
          { token: b.token },
        ),
      )
    ).id;
    await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'post', targetId: contentId, text: '六点', parentId: replyId },
        { token: a.token },
      ),
    );
    expect(
      await ok(t.post('/api/service/socialcontact/v1/comment/praise', { commentId, praise: true }, { token: b.token })),
    ).toEqual({ praised: true, praiseCount: 1 });
    expect(
      await ok(t.post('/api/service/socialcontact/v1/comment/praise', { commentId, praise: true }, { token: b.token })),
    ).toEqual({ praised: true, praiseCount: 1 });
    const page = (await comments(b.token)).opened;
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      id: commentId,
      text: '太美了！',
      parentId: null,
      praiseCount: 1,
      praised: true,
      replyCount: 2,
    });
    expect(page.rows[0].replies.map((r: { text: string }) => r.text)).toEqual(['几点去的？', '六点']);
    expect(page.rows[0].replies[1]).toMatchObject({ parentId: replyId, replyTo: { userId: b.userCode } });
    const detail = await ok(t.post('/api/content/v1/pub/queryDetail', { id: contentId }));
    expect(detail.commentCount).toBe(3);
    const replies = await ok(t.post('/api/socialcontact/v1/comment/getByCommentId', { commentId, pageSize: 1 }));
    expect(replies.rows).toHaveLength(1);
    expect(replies.nextCursor).not.toBeNull();
    const states = await ok(
      t.post('/api/service/socialcontact/v1/comment/commentPraise', { ids: [commentId, replyId] }, { token: b.token }),
    );
    expect(states.rows).toEqual(
      expect.arrayContaining([
        { id: commentId, praised: true, praiseCount: 1 },
        { id: replyId, praised: false, praiseCount: 0 },
      ]),
    );
  });

  it('tells A about the like and the comment, grouped with unread counts', async () => {
    const ims = await ok(t.post('/api/community/v1/im/findUserIms', {}, { token: a.token }));
    const group = (kind: string) => ims.groups.find((g: { kind: string }) => g.kind === kind);
    expect(group('like').unread).toBe(1);
    expect(group('comment').unread).toBe(2);
    const v3 = await ok(
      t.post('/api/community/v3/im/findUserIms', { kind: 'comment', imVersion: 'CSB' }, { token: a.token }),
    );
    expect(v3.imVersion).toBe('CSB');
    expect(v3.rows).toHaveLength(2);
    const after = await ok(t.post('/api/community/v1/im/findUserIms', {}, { token: a.token }));
    expect(after.groups.find((g: { kind: string }) => g.kind === 'comment').unread).toBe(0);
  });

  it('B cannot delete A’s comment; A deletes B’s comment on A’s own dynamic', async () => {
    const page = (await comments()).opened;
    const aReply = page.rows[0].replies.find((r: { author: { userId: string } }) => r.author.userId === a.userCode);
    const refused = await t.post('/api/service/socialcontact/v1/comment/delete', { id: aReply.id }, { token: b.token });
    expect(refused.json).toEqual({ code: 403, msg: '无权操作', body: null });
    await ok(t.post('/api/service/socialcontact/v1/comment/delete', { id: commentId }, { token: a.token }));
    expect((await comments()).opened.rows).toEqual([]);
    const detail = await ok(t.post('/api/content/v1/pub/queryDetail', { id: contentId }));
    expect(detail.commentCount).toBe(0);
  });

  it('lets a moderator delete any comment, and nobody else', async () => {
    const moderator = await t.login();
    const { id } = await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: contentId, text: '待处理' },
        { token: b.token },
      ),
    );
    // The answer tells each viewer what the delete path will allow: the author, the dynamic's host, not a stranger.
    const canDelete = async (token?: string) =>
      (await comments(token)).opened.rows.find((r: { id: string }) => r.id === id)?.canDelete;
    expect(await canDelete(b.token)).toBe(true);
    expect(await canDelete(a.token)).toBe(true);
    expect(await canDelete(moderator.token)).toBe(false);
    expect(await canDelete()).toBe(false);
    expect(
      (await t.post('/api/service/socialcontact/v1/comment/delete', { id }, { token: moderator.token })).json.code,
    ).toBe(403);
    await t.ctx.db.insertInto('community_roles').values({ user_id: moderator.userId, role: 'moderator' }).execute();
    expect(await canDelete(moderator.token)).toBe(true);
    await ok(t.post('/api/service/socialcontact/v1/comment/delete', { id }, { token: moderator.token }));
  });

  it('collections list what was saved, newest first, and drop what was removed', async () => {
    const save = (itemType: string, itemId: string | number) =>
      t.post(
        '/api/service/agenda/v1/collectionItem/saveCollectionItem',
        { itemType, itemId, type: 1 },
        { token: b.token },
      );
    await ok(save('content', contentId));
    await ok(save('content', contentId));
    // The POI must exist: collecting a missing one answers 404 (docs/reliability.md).
    const poiId = await existingPoi(t, 42);
    await ok(save('poi', poiId));
    const list = await ok(t.post('/api/service/agenda/v1/collectionItem/list', {}, { token: b.token }));
    expect(list.rows.map((r: { itemType: string; itemId: string }) => `${r.itemType}:${r.itemId}`)).toEqual([
      `poi:${poiId}`,
      `content:${contentId}`,
    ]);
    expect(list.rows[1].content).toMatchObject({ id: contentId, collected: true, collectCount: 1 });
    await ok(
      t.post(
        '/api/service/agenda/v1/collectionItem/deleteCollectionItem',
        { itemType: 'post', itemId: contentId },
        { token: b.token },
      ),
    );
    const after = await ok(
      t.post('/api/service/agenda/v1/collectionItem/list', { itemType: 'content' }, { token: b.token }),
    );
    expect(after.rows).toEqual([]);
    expect((await ok(t.post('/api/content/v1/pub/queryDetail', { id: contentId }))).collectCount).toBe(0);
    const refused = await t.post(
      '/api/service/agenda/v1/collectionItem/saveCollectionItem',
      { itemType: 'content', itemId: contentId, type: 2 },
      { token: b.token },
    );
    expect(refused.json.code).toBe(400);
  });

  it('follows list what they should, and A hears of the new follower', async () => {
    await ok(t.post('/api/service/user/v1/follow', { userId: a.userCode }, { token: b.token }));
    const fans = await ok(
      t.post('/api/community/v1/userFans/findFansData', { userId: a.userCode, list: 'fans' }, { token: b.token }),
    );
    expect(fans).toMatchObject({ followerCount: 1, followingCount: 0 });
    expect(fans.rows.map((u: { userId: string }) => u.userId)).toEqual([b.userCode]);
    const following = await ok(
      t.post('/api/community/v1/userFans/findFansData', { list: 'following' }, { token: b.token }),
    );
    expect(following.rows.map((u: { userId: string; followed: boolean }) => [u.userId, u.followed])).toEqual([
      [a.userCode, true],
    ]);
    const detail = await ok(t.post('/api/content/v1/pub/queryDetail', { id: contentId }, { token: b.token }));
    expect(detail.author.followed).toBe(true);
    const feed = await ok(t.post('/api/content/v1/pub/list', { sort: 'following' }, { token: b.token }));
    expect(feed.rows.map((r: { id: string }) => r.id)).toEqual([contentId]);
    const ims = await ok(t.post('/api/community/v1/im/findUserIms', { kind: 'follow' }, { token: a.token }));
    expect(ims.rows[0].actor.userId).toBe(b.userCode);
  });

  it('a blocked user’s content and comments vanish for the blocker only', async () => {
    const text = `来自B的评论 ${Date.now()}`;
    await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: contentId, text },
        { token: b.token },
      ),
    );
    const bPost = await ok(
      t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', text: 'B 的动态' }, { token: b.token }),
    );
    expect((await comments(a.token)).opened.rows.map((r: { text: string }) => r.text)).toContain(text);
    await ok(
      t.post(
        '/api/service/socialcontact/v1/contentblack/blackOperator',
        { userId: b.userCode, block: true },
        { token: a.token },
      ),
    );
    expect((await comments(a.token)).opened.rows).toEqual([]);
    expect((await comments()).opened.rows.map((r: { text: string }) => r.text)).toContain(text);
    const feed = await ok(t.post('/api/content/v1/pub/list', {}, { token: a.token }));
    expect(feed.rows.map((r: { id: string }) => r.id)).not.toContain(bPost.id);
    expect((await t.post('/api/content/v1/pub/queryDetail', { id: bPost.id }, { token: a.token })).json.code).toBe(404);
    expect((await ok(t.post('/api/content/v1/pub/list', {}))).rows.map((r: { id: string }) => r.id)).toContain(
      bPost.id,
    );
  });
});
