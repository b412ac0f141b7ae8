import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS, publishActivity, publisher, signUp } from './activities-helpers.ts';
import { ok } from './community-helpers.ts';
import { publish } from './growth-helpers.ts';
import { phoneUser, PRIVACY, until } from './privacy-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A copy of one's data (docs/product/privacy.md, "A copy of one's data").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const state = async (token: string) => (await t.postSealed(PRIVACY.status, {}, { token })).opened.export;

describe('exportData', () => {
  it('writes every kind of one’s data to one file, for its owner only, with no one else’s personal data', async () => {
    const a = await phoneUser(t);
    const b = await phoneUser(t);
    await ok(
      t.post('/api/service/user/v1/updateProfile', { nickname: '导出测试者', bio: '喜欢徒步' }, { token: a.token }),
    );
    await ok(t.post('/api/service/user/v1/updateProfile', { nickname: '朋友乙' }, { token: b.token }));
    // a's post, b's post; a comments on b's, b answers a; likes, a collection, follows both ways.
    const mine = await publish(t, a.token, '我的第一条动态');
    const theirs = await publish(t, b.token, '朋友的动态');
    const comment = await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: String(theirs), text: '拍得真好' },
        { token: a.token },
      ),
    );
    await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: String(mine), text: '谢谢夸奖' },
        { token: b.token },
      ),
    );
    const liked = await t.postSealed(
      '/api/socialcontact/v1/vote/like',
      { targetType: 'content', targetId: String(theirs), like: true },
      { token: a.token },
    );
    expect(liked.opened).toMatchObject({ liked: true });
    await ok(
      t.post(
        '/api/service/agenda/v1/collectionItem/saveCollectionItem',
        { itemType: 'content', itemId: String(theirs), type: 1 },
        { token: a.token },
      ),
    );
    await ok(t.post('/api/service/user/v1/follow', { userId: b.userCode }, { token: a.token }));
    await ok(t.post('/api/service/user/v1/follow', { userId: a.userCode }, { token: b.token }));
    // Sign-ups: a's own answers, and b's on the same activity (which must not appear in a's copy).
    const pub = await publisher(t);
    const activity = await publishActivity(t, pub.token);
    expect((await signUp(t, a.token, activity.id, activity.tickets[0]!.id)).json.code).toBe(0);
    const bAnswers = { ...ANSWERS, name: '王五', mobile: '13900001111', idno: '110101199101011235' };
    expect((await signUp(t, b.token, activity.id, activity.tickets[0]!.id, bAnswers)).json.code).toBe(0);

    await ok(
      t.post(
        '/api/service/socialcontact/v1/report/add',
        { targetType: 'content', targetId: String(theirs), reason: 'fake', text: '照片像是网上找的' },
        { token: a.token },
      ),
    );

    const asked = await t.postSealed(PRIVACY.exportData, {}, { token: a.token });
    expect(asked.json.code).toBe(0);
    expect(asked.opened).toMatchObject({ status: expect.stringMatching(/^(queued|ready)$/), id: expect.any(String) });
    // Asking again while it is being made (or just made) answers the same copy.
    expect((await t.postSealed(PRIVACY.exportData, {}, { token: a.token })).opened.id).toBe(asked.opened.id);
    const ready = await until(async () => {
      const s = await state(a.token);
      return s?.status === 'ready' ? s : undefined;
    });
    expect(ready.downloadUrl).toMatch(/^\/privacy-export\/\d+\?exp=\d+&sig=[\w-]+$/);
    // b's status says nothing of a's copy.
    expect(await state(b.token)).toBeNull();

    const res = await t.get(ready.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d+\.json"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBe(ready.byteSize);
    const copy = JSON.parse(text);
    expect(Object.keys(copy)).toEqual(
      expect.arrayContaining([
        'profile',
        'posts',
        'comments',
        'likes',
        'collections',
        'follows',
        'signUps',
        'points',
        'reports',
      ]),
    );
    expect(copy.reports).toEqual([
      expect.objectContaining({ targetType: 'content', targetId: String(theirs), text: '照片像是网上找的' }),
    ]);
    expect(copy.profile).toMatchObject({
      userCode: a.userCode,
      nickname: '导出测试者',
      bio: '喜欢徒步',
      mobile: a.mobile,
    });
    expect(copy.posts.map((p: { id: string }) => p.id)).toEqual([String(mine)]);
    expect(copy.comments).toEqual([
      expect.objectContaining({ id: comment.id, text: '拍得真好', targetId: String(theirs) }),
    ]);
    expect(copy.likes).toEqual([expect.objectContaining({ targetType: 'content', targetId: String(theirs) })]);
    expect(copy.collections).toEqual([expect.objectContaining({ itemType: 'content', itemId: String(theirs) })]);
    expect(copy.follows.following).toEqual([{ userCode: b.userCode, nickname: '朋友乙', since: expect.any(String) }]);
    expect(copy.follows.followers).toEqual([{ userCode: b.userCode, nickname: '朋友乙', since: expect.any(String) }]);
    expect(copy.signUps).toHaveLength(1);
    expect(copy.signUps[0].answers).toEqual(
      expect.arrayContaining([
        { question: '姓名', answer: ANSWERS.name },
        { question: '手机号', answer: ANSWERS.mobile },
      ]),
    );
    expect(Array.isArray(copy.points)).toBe(true);
    // Nobody else's personal data: b only by public code and nickname.
    for (const secret of [b.mobile, bAnswers.name, bAnswers.mobile, bAnswers.idno]) expect(text).not.toContain(secret);

    // The address is signed and expires: tampered or stale, it answers nothing.
    const url = new URL(ready.downloadUrl, t.url);
    const tampered = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(43)}`;
    expect((await t.get(tampered)).status).toBe(404);
    const stale = `${url.pathname}?exp=${Math.floor(Date.now() / 1000) - 1}&sig=${url.searchParams.get('sig')}`;
    expect((await t.get(stale)).status).toBe(404);
    // The file is sealed in the database: its bytes do not hold the owner's number.
    const row = await t.ctx.db
      .selectFrom('data_exports')
      .select('file_enc')
      .where('id', '=', Number(ready.id))
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.file_enc!).includes(Buffer.from(a.mobile))).toBe(false);
  });
});
