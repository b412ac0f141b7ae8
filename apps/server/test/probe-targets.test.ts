import { existingPoi } from './community-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/reliability.md: likes, comments, evaluations, collections and want-to-go on a target that does not exist
// answer 404 '内容不存在', whatever the target type (the areas that own activities, POIs and products may not
// have their tables yet: a missing table is a missing object).
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await t.login());
});
afterAll(() => t.close());

const MISSING = 987_654_321;
const NOT_FOUND = { code: 404, msg: '内容不存在', body: null };

describe('social actions on a target that does not exist', () => {
  it.each(['content', 'post', 'comment', 'activity', 'poi'])('a like on a missing %s', async (targetType) => {
    // An enc path: the answer comes sealed, code and msg in the clear.
    const answer = await t.postSealed(
      '/api/socialcontact/v1/vote/like',
      { targetType, targetId: MISSING, like: true },
      { token },
    );
    expect(answer.json).toMatchObject({ code: 404, msg: '内容不存在' });
    expect(answer.opened).toBeNull();
  });

  it.each(['content', 'post', 'activity', 'poi', 'product'])('a comment on a missing %s', async (targetType) => {
    const answer = await t.post(
      '/api/service/socialcontact/v1/comment/add',
      { targetType, targetId: MISSING, text: '好地方' },
      { token },
    );
    expect(answer.json).toEqual(NOT_FOUND);
  });

  it.each(['activity', 'poi', 'product'])('an evaluation of a missing %s', async (targetType) => {
    const answer = await t.post(
      '/api/service/socialcontact/v1/comment/add',
      { targetType, targetId: MISSING, text: '值得一去', score: 5 },
      { token },
    );
    expect(answer.json).toEqual(NOT_FOUND);
  });

  it.each(['content', 'post', 'activity', 'poi', 'product'])('collecting a missing %s', async (itemType) => {
    const answer = await t.post(
      '/api/service/agenda/v1/collectionItem/saveCollectionItem',
      { itemType, itemId: MISSING, type: 1 },
      { token },
    );
    expect(answer.json).toEqual(NOT_FOUND);
  });

  it('want-to-go of a missing POI', async () => {
    expect((await t.post('/api/agenda/v1/travelPoi/wantToGoNum', { poiId: MISSING }, { token })).json).toEqual(
      NOT_FOUND,
    );
  });

  it('nothing was written for any of them', async () => {
    expect(await t.ctx.db.selectFrom('likes').selectAll().execute()).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('comments').selectAll().execute()).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('collections').selectAll().execute()).toHaveLength(0);
  });

  it('a POI that exists can be liked, evaluated and collected', async () => {
    const poi = await existingPoi(t, 7);
    const like = await t.postSealed(
      '/api/socialcontact/v1/vote/like',
      { targetType: 'poi', targetId: poi, like: true },
      { token },
    );
    expect(like.json.code).toBe(0);
    expect(like.opened).toEqual({ liked: true, likeCount: 1 });
    const wanted = await t.post('/api/agenda/v1/travelPoi/wantToGoNum', { poiId: poi }, { token });
    expect(wanted.json.body).toEqual({ count: 1, wanted: true });
    const rated = await t.post(
      '/api/service/socialcontact/v1/comment/add',
      { targetType: 'poi', targetId: poi, text: '值得一去', score: 4 },
      { token },
    );
    expect(rated.json.code).toBe(0);
    const saved = await t.post(
      '/api/service/agenda/v1/collectionItem/saveCollectionItem',
      { itemType: 'poi', itemId: poi, type: 1 },
      { token },
    );
    expect(saved.json.code).toBe(0);
  });
});
