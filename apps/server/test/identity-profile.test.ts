import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, uploadImage } from './community-helpers.ts';
import { addSensitiveWord } from '../src/modules/community/sensitive-word-admin.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// updateProfile (docs/product/identity.md): nickname 2–24 and bio up to 100 as packages/rules counts them (a Chinese character
// counts 2), both through the content filter; a nickname no one else holds; an avatar only from one's own upload.
// What changes shows on the user's posts and comments, which read the author live.

const PATH = '/api/service/user/v1/updateProfile';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (token: string, body: Record<string, unknown>) => t.post(PATH, body, { token });
const refused = (msg: string | RegExp) => ({
  code: 1,
  msg: typeof msg === 'string' ? msg : expect.stringMatching(msg),
  body: null,
});
/** A nickname no other test run holds. */
const fresh = (prefix = 'n') => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

describe('updateProfile', () => {
  it('needs a login', async () => {
    const answer = await t.post(PATH, { nickname: fresh() });
    expect(answer.json.code).toBe(429);
  });

  it('changes what is sent and keeps the rest, and getUserInfo reads it back', async () => {
    const me = await t.login();
    const nickname = fresh('旅');
    const body = await ok(update(me.token, { nickname, bio: '  喜欢山和海\n也喜欢老街  ' }));
    expect(body).toEqual({ userId: me.userCode, nickname, avatar: null, bio: '喜欢山和海\n也喜欢老街' });
    const again = await ok(update(me.token, { bio: '只改简介' }));
    expect(again).toEqual({ userId: me.userCode, nickname, avatar: null, bio: '只改简介' });
    const info = await ok(t.post('/b2b/user/login/getUserInfo', {}, { token: me.token }));
    expect(info).toMatchObject({ userId: me.userCode, nickname });
    // Nothing sent: nothing changes.
    expect(await ok(update(me.token, {}))).toEqual(again);
  });

  it('counts the nickname as docs/product/identity.md does: 2 to 24, a Chinese character 2', async () => {
    const me = await t.login();
    expect((await update(me.token, { nickname: 'a' })).json).toEqual(refused(/^昵称太短/));
    expect((await update(me.token, { nickname: '   a   ' })).json).toEqual(refused(/^昵称太短/));
    expect((await update(me.token, { nickname: '' })).json).toEqual(refused(/^昵称太短/));
    // One Chinese character is 2: enough.
    const one = `${'山'}`;
    const taken = await t.ctx.db.selectFrom('users').select('id').where('nickname', '=', one).executeTakeFirst();
    if (!taken) expect((await ok(update(me.token, { nickname: one }))).nickname).toBe(one);
    // 12 Chinese characters are 24; one more Latin letter is 25.
    const twelve = `${fresh('').slice(0, 4)}${'长'.repeat(10)}`; // 4 + 20 = 24
    expect((await ok(update(me.token, { nickname: twelve }))).nickname).toBe(twelve);
    expect((await update(me.token, { nickname: `${twelve}x` })).json).toEqual(refused(/^昵称太长/));
    expect((await update(me.token, { nickname: '长'.repeat(13) })).json).toEqual(refused(/^昵称太长/));
    expect((await update(me.token, { nickname: 'a'.repeat(25) })).json).toEqual(refused(/^昵称太长/));
    // The refused ones changed nothing.
    const info = await ok(t.post('/b2b/user/login/getUserInfo', {}, { token: me.token }));
    expect(info.nickname).toBe(twelve);
  });

  it('keeps the bio to 100 as counted, and a refused bio changes nothing', async () => {
    const me = await t.login();
    expect((await ok(update(me.token, { bio: '好'.repeat(50) }))).bio).toBe('好'.repeat(50));
    expect((await update(me.token, { bio: `${'好'.repeat(50)}!` })).json).toEqual(refused(/^简介太长/));
    expect((await update(me.token, { bio: 'x'.repeat(101) })).json).toEqual(refused(/^简介太长/));
    expect((await ok(update(me.token, { bio: '' }))).bio).toBe('');
  });

  it('keeps nicknames unique, Latin case aside, and lets one keep one’s own', async () => {
    const a = await t.login();
    const b = await t.login();
    const name = fresh('Trip');
    await ok(update(a.token, { nickname: name }));
    expect((await update(b.token, { nickname: name })).json).toEqual(refused('该昵称已被使用，换一个吧'));
    expect((await update(b.token, { nickname: name.toUpperCase() })).json).toEqual(refused('该昵称已被使用，换一个吧'));
    // A, saving the form again with the same name, is not refused by their own name.
    expect((await ok(update(a.token, { nickname: name, bio: '再存一次' }))).nickname).toBe(name);
    // Two users asking for one new name at once: exactly one gets it.
    const race = fresh('Race');
    const answers = await Promise.all([update(a.token, { nickname: race }), update(b.token, { nickname: race })]);
    expect(answers.map((x) => x.json.code).sort()).toEqual([0, 1]);
    const holders = await t.ctx.db.selectFrom('users').select('id').where('nickname', '=', race).execute();
    expect(holders).toHaveLength(1);
  });

  it('passes nickname and bio through the content filter, naming the words', async () => {
    const me = await t.login();
    const before = await ok(t.post('/b2b/user/login/getUserInfo', {}, { token: me.token }));
    const nick = await update(me.token, { nickname: '赌博达人' });
    expect(nick.json).toEqual(refused(/^昵称包含敏感词：赌博/));
    const bio = await update(me.token, { bio: '出售毒品' });
    expect(bio.json).toEqual(refused(/^简介包含敏感词：毒品/));
    await addSensitiveWord(t.ctx, { word: '黄牛' });
    expect((await update(me.token, { nickname: '小黄牛哥' })).json).toEqual(refused(/^昵称包含敏感词：黄牛/));
    const after = await ok(t.post('/b2b/user/login/getUserInfo', {}, { token: me.token }));
    expect(after.nickname).toBe(before.nickname);
  });

  it('takes an avatar from one’s own upload, by file id or by URL, and refuses anything else', async () => {
    const me = await t.login();
    const other = await t.login();
    const mine = await uploadImage(t, me.token, '#22aa66');
    const byId = await ok(update(me.token, { avatar: mine.fileId }));
    expect(byId.avatar).toBe(mine.url);
    const second = await uploadImage(t, me.token, '#aa2266');
    expect((await ok(update(me.token, { avatar: second.url }))).avatar).toBe(second.url);
    // Saving the form again with the avatar one has changes nothing.
    expect((await ok(update(me.token, { avatar: second.url, bio: 'x' }))).avatar).toBe(second.url);

    const theirs = await uploadImage(t, other.token, '#000000');
    const notOwn = refused('头像无效：只能使用你自己上传的图片');
    expect((await update(me.token, { avatar: theirs.fileId })).json).toEqual(notOwn);
    expect((await update(me.token, { avatar: theirs.url })).json).toEqual(notOwn);
    expect((await update(me.token, { avatar: 'https://example.com/a.jpg' })).json).toEqual(notOwn);
    expect((await update(me.token, { avatar: 'fDoesNotExist123' })).json).toEqual(notOwn);
    expect((await update(me.token, { avatar: '../../etc/passwd' })).json).toEqual(notOwn);
    const info = await ok(t.post('/b2b/user/login/getUserInfo', {}, { token: me.token }));
    expect(info.avatar).toBe(second.url);
    // The avatar in use cannot be deleted from under the profile; the one it replaced can.
    const del = (fileId: string) =>
      t.post('/api/service/socialcontact/v1/upload/delAliOssFile', { fileId }, { token: me.token });
    expect((await del(second.fileId)).json.code).toBe(1);
    expect((await del(mine.fileId)).json.code).toBe(0);
  });

  it('shows the new nickname and avatar on one’s posts and comments, old and new', async () => {
    const me = await t.login();
    const post = await ok(
      t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', text: '改名之前发的' }, { token: me.token }),
    );
    await ok(
      t.post(
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: post.id, text: '改名之前的评论' },
        { token: me.token },
      ),
    );
    const avatar = await uploadImage(t, me.token, '#123456');
    const nickname = fresh('新名');
    await ok(update(me.token, { nickname, avatar: avatar.fileId }));
    const detail = await ok(t.post('/api/content/v1/pub/queryDetail', { id: post.id }));
    expect(detail.author).toMatchObject({ userId: me.userCode, nickname, avatar: avatar.url });
    const thread = await t.postSealed<{ rows: { author: unknown }[] }>(
      '/api/socialcontact/v1/comment/getByTargetId',
      { targetType: 'content', targetId: post.id },
      { token: me.token },
    );
    expect(thread.opened?.rows[0]?.author).toMatchObject({ userId: me.userCode, nickname, avatar: avatar.url });
  });
});
