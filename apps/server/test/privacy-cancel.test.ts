import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { publish } from './growth-helpers.ts';
import { codeFor, LOGIN_PATHS, register } from './identity-helpers.ts';
import { cancelCode, coolingOffPasses, phoneUser, PRIVACY } from './privacy-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Account cancellation (docs/product/privacy.md, "Account cancellation (注销)").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600 * 1000;
const detail = (id: number, token?: string) =>
  t.post('/api/content/v1/pub/queryDetail', { id: String(id) }, token ? { token } : {});
const status = async (token: string) => (await t.postSealed(PRIVACY.status, {}, { token })).opened;

describe('asking to cancel', () => {
  it('needs an SMS code sent for cancelling to one’s own number', async () => {
    const a = await phoneUser(t);
    const wrong = await t.postSealed(PRIVACY.cancelAccount, { code: '000000' }, { token: a.token });
    expect(wrong.json.code).toBe(1);
    // A login code is not a cancel code, nor is a cancel code sent to someone else's number.
    const loginCode = await codeFor(t, a.mobile, 'login');
    expect((await t.postSealed(PRIVACY.cancelAccount, { code: loginCode }, { token: a.token })).json.code).toBe(1);
    const b = await phoneUser(t);
    const othersCode = await cancelCode(t, b.mobile);
    expect((await t.postSealed(PRIVACY.cancelAccount, { code: othersCode }, { token: a.token })).json.code).toBe(1);
    expect((await status(a.token)).cancellation).toBeNull();
    // An account without a number cannot prove it is theirs.
    const bare = await t.login();
    expect((await t.postSealed(PRIVACY.cancelAccount, { code: '123456' }, { token: bare.token })).json).toMatchObject({
      code: 1,
      msg: '账号未绑定手机号，无法验证身份，请联系客服注销',
    });
  });

  it('takes effect 15 days on; logging in meanwhile works and says it is pending; it can be withdrawn', async () => {
    const a = await phoneUser(t);
    const before = Date.now();
    const asked = await t.postSealed(
      PRIVACY.cancelAccount,
      { code: await cancelCode(t, a.mobile) },
      { token: a.token },
    );
    expect(asked.json.code).toBe(0);
    const effectiveAt = new Date(asked.opened.effectiveAt).getTime();
    expect(effectiveAt).toBeGreaterThanOrEqual(before + 15 * DAY_MS - 60_000);
    expect(effectiveAt).toBeLessThanOrEqual(Date.now() + 15 * DAY_MS + 60_000);
    // Asking twice: one pending at a time.
    const again = await t.postSealed(
      PRIVACY.cancelAccount,
      { code: await cancelCode(t, a.mobile) },
      { token: a.token },
    );
    expect(again.json).toMatchObject({ code: 1, msg: '已提交注销申请，冷静期内可撤销' });

    // A login during the cooling-off period works; the status the app reads after it says what is pending.
    const login = await t.postSealed(LOGIN_PATHS.codeLogin, {
      countryCode: '86',
      mobile: a.mobile,
      code: await codeFor(t, a.mobile, 'login'),
    });
    expect(login.opened.user_id).toBe(a.userCode);
    const pending = await status(login.opened.token);
    expect(pending.cancellation).toEqual({ effectiveAt: asked.opened.effectiveAt, posts: 'keep' });
    expect(pending.mobile).toBe(`${a.mobile.slice(0, 3)}****${a.mobile.slice(-4)}`);

    expect((await t.postSealed(PRIVACY.revokeCancel, {}, { token: login.opened.token })).opened).toEqual({
      revoked: true,
    });
    expect((await status(a.token)).cancellation).toBeNull();
    expect((await t.postSealed(PRIVACY.revokeCancel, {}, { token: a.token })).json.code).toBe(1);
    // Withdrawn, it never takes effect: the job finds nothing due for this user.
    const row = await t.ctx.db
      .selectFrom('account_cancellations')
      .select('status')
      .where('user_id', '=', a.userId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('revoked');
  });
});

describe('when it takes effect', () => {
  it('erases the person, frees the number, ends the sessions and keeps the posts anonymised', async () => {
    const a = await phoneUser(t);
    await ok(
      t.post('/api/service/user/v1/updateProfile', { nickname: '要走的人', bio: '我的简介' }, { token: a.token }),
    );
    const post = await publish(t, a.token, '告别之前的最后一条动态');
    const friend = await t.login();
    expect(await ok(t.post('/api/service/user/v1/follow', { userId: a.userCode }, { token: friend.token }))).toEqual({
      followed: true,
    });
    expect((await t.postSealed(PRIVACY.exportData, {}, { token: a.token })).json.code).toBe(0);
    expect(
      (await t.postSealed(PRIVACY.cancelAccount, { code: await cancelCode(t, a.mobile) }, { token: a.token })).json
        .code,
    ).toBe(0);

    await coolingOffPasses(t, a.userId);
    // A copy made before is gone with the rest.
    expect(await t.ctx.db.selectFrom('data_exports').select('id').where('user_id', '=', a.userId).execute()).toEqual(
      [],
    );

    const user = await t.ctx.db
      .selectFrom('users')
      .select(['nickname', 'avatar_url', 'bio', 'mobile_enc', 'mobile_hash', 'password_hash', 'cancelled_at'])
      .where('id', '=', a.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      nickname: '已注销用户',
      avatar_url: null,
      bio: '',
      mobile_enc: null,
      mobile_hash: null,
      password_hash: null,
      cancelled_at: expect.any(Date),
    });
    // Every session ended.
    expect((await t.post('/b2b/user/login/getUserInfo', {}, { token: a.token })).json.code).toBe(429);
    // The post stays, under the anonymous name.
    const shown = await ok(detail(post));
    expect(shown.author.nickname).toBe('已注销用户');
    expect(JSON.stringify(shown)).not.toContain('要走的人');
    // The number is free: it registers again, as a new account.
    const again = await register(t, a.mobile);
    expect(again.user_id).not.toBe(a.userCode);
    // Follows both ways are gone, and the counts with them.
    const follows = await t.ctx.db
      .selectFrom('follows')
      .select('follower_id')
      .where((eb) => eb.or([eb('follower_id', '=', a.userId), eb('followee_id', '=', a.userId)]))
      .execute();
    expect(follows).toEqual([]);
    const counts = await t.ctx.db
      .selectFrom('users')
      .select('following_count')
      .where('id', '=', friend.userId)
      .executeTakeFirstOrThrow();
    expect(counts.following_count).toBe(0);
  });

  it('removes the posts when that was chosen', async () => {
    const a = await phoneUser(t);
    const post = await publish(t, a.token, '这条会随账号一起删除');
    expect(await ok(detail(post))).toMatchObject({ id: String(post) });
    const asked = await t.postSealed(
      PRIVACY.cancelAccount,
      { code: await cancelCode(t, a.mobile), posts: 'remove' },
      { token: a.token },
    );
    expect(asked.json.code).toBe(0);
    expect((await status(a.token)).cancellation.posts).toBe('remove');
    await coolingOffPasses(t, a.userId);
    expect((await detail(post)).json.code).toBe(404);
    const row = await t.ctx.db.selectFrom('contents').select('status').where('id', '=', post).executeTakeFirstOrThrow();
    expect(row.status).toBe('deleted');
  });
});
