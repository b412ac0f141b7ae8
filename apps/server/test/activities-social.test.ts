import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { publishActivity, publisher } from './activities-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// An activity's detail carries its likes and comments and the viewer's like, collect and follow of the publisher,
// so the detail page shows them as they stand (they are written through the community paths).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const findOne = (id: string, token?: string) =>
  ok(t.post('/api/community/v1/activity/findOne', { id }, token ? { token } : {}));

describe('findOne social', () => {
  it('starts at nothing and follows likes, comments, collects and follows, per viewer', async () => {
    const a = await publisher(t);
    const b = await t.login();
    const { id } = await publishActivity(t, a.token);
    const empty = { likeCount: 0, commentCount: 0, liked: false, collected: false, ownerFollowed: false };
    expect((await findOne(id)).social).toEqual(empty);

    const like = { targetType: 'activity', targetId: id, like: true };
    expect((await t.postSealed('/api/socialcontact/v1/vote/like', like, b)).opened).toEqual({
      liked: true,
      likeCount: 1,
    });
    await ok(
      t.post('/api/service/socialcontact/v1/comment/add', { targetType: 'activity', targetId: id, text: '报名了' }, b),
    );
    await ok(
      t.post(
        '/api/service/agenda/v1/collectionItem/saveCollectionItem',
        { itemType: 'activity', itemId: id, type: 1 },
        b,
      ),
    );
    await ok(t.post('/api/service/user/v1/follow', { userId: a.userCode }, b));

    expect((await findOne(id, b.token)).social).toEqual({
      likeCount: 1,
      commentCount: 1,
      liked: true,
      collected: true,
      ownerFollowed: true,
    });
    expect((await findOne(id)).social).toEqual({ ...empty, likeCount: 1, commentCount: 1 });
  });
});
