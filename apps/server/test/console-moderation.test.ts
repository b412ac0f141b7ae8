import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, uploadImage } from './community-helpers.ts';
import { CONSOLE, consolePost, consoleSession } from './console-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { feedIds, post, systemNotices, TRUST } from './trust-helpers.ts';

// The report queue and the moderator's act through the console's API: the trust area decides what an act does
// (docs/product/trust.md), the console says who acted and keeps the audit line (docs/product/console.md).

const REPORTS = '/api/console/v1/reports/list';
const ACT = '/api/console/v1/moderation/act';

let t: TestApp;
let moderator: Awaited<ReturnType<typeof consoleSession>>;
let admin: Awaited<ReturnType<typeof consoleSession>>;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await consoleSession(t, ['moderator']);
  admin = await consoleSession(t, ['admin']);
});
afterAll(() => t.close());

describe('moderation from the console', () => {
  it('a reported post leads the queue; hiding it takes it from the feed, tells its author and is audited', async () => {
    const a = await t.login();
    const b = await t.login();
    const id = await post(t, a.token, '洱海边骑行一整天');
    const evidence = await uploadImage(t, b.token);
    await ok(
      t.post(
        TRUST.report,
        {
          targetType: 'content',
          targetId: String(id),
          reason: 'fake',
          text: '照片是网图，地点也不对',
          images: [evidence.fileId],
        },
        { token: b.token },
      ),
    );
    // Read anonymously first, so the micro-cache holds the post and the hide must empty it.
    expect(await feedIds(t)).toContain(id);

    const queue = await consolePost(t, REPORTS, { state: 'open', pageSize: 50 }, moderator.token);
    expect(queue.json.code).toBe(0);
    const row = queue.json.body.rows.find((r: { targetId: string }) => r.targetId === String(id));
    expect(row).toMatchObject({ targetType: 'content', reporterCount: 1, state: 'open' });
    // The reporter's own case: their words and their picture.
    expect(row.evidence).toEqual({ texts: ['照片是网图，地点也不对'], images: [evidence.url] });
    // The target as readers see it, and its author by user code.
    const author = await t.ctx.db
      .selectFrom('users')
      .select(['user_code', 'nickname'])
      .where('id', '=', a.userId)
      .executeTakeFirstOrThrow();
    expect(row.target).toMatchObject({ text: '洱海边骑行一整天', status: 'published' });
    expect(row.author).toMatchObject({ userId: author.user_code, nickname: author.nickname });

    const acted = await consolePost(
      t,
      ACT,
      { targetType: 'content', targetId: String(id), action: 'hide', reason: '虚假信息' },
      moderator.token,
    );
    expect(acted.json).toMatchObject({ code: 0, body: { state: 'hidden' } });
    expect(await feedIds(t)).not.toContain(id);
    expect((await t.post(TRUST.detail, { id: String(id) })).json.code).toBe(404);
    expect((await systemNotices(t, a.userId)).map((n) => n.excerpt).join()).toContain('洱海边骑行');

    const audit = await consolePost(t, CONSOLE.auditList, { pageSize: 1 }, admin.token);
    expect(audit.json.body.rows[0]).toMatchObject({
      operator: moderator.name,
      action: 'moderation.hide',
      targetType: 'content',
      targetId: String(id),
      before: { status: 'published' },
      after: { status: 'hidden' },
      reason: '虚假信息',
    });
    const closed = await consolePost(t, REPORTS, { state: 'closed', pageSize: 50 }, moderator.token);
    expect(closed.json.body.rows.map((r: { targetId: string }) => r.targetId)).toContain(String(id));
    const after = closed.json.body.rows.find((r: { targetId: string }) => r.targetId === String(id));
    expect(after.target.status).toBe('hidden');
  });

  it('an unknown target answers like a missing one, and a customer-service role may not act', async () => {
    const missing = await consolePost(
      t,
      ACT,
      { targetType: 'content', targetId: '999999999', action: 'hide', reason: '测试' },
      moderator.token,
    );
    expect(missing.json.code).toBe(404);
    const odd = await consolePost(
      t,
      ACT,
      { targetType: 'poll', targetId: '1', action: 'hide', reason: '测试' },
      moderator.token,
    );
    expect(odd.json.code).toBe(404);
    const cs = await consoleSession(t, ['cs']);
    const refused = await consolePost(
      t,
      ACT,
      { targetType: 'content', targetId: '1', action: 'hide', reason: '测试' },
      cs.token,
    );
    expect(refused.json.code).toBe(403);
  });
});
