import { sql } from 'kysely';
import { moderate, type ModerationAction, type ModerationTarget } from '../src/modules/trust/index.ts';
import { ok } from './community-helpers.ts';
import type { TestApp } from './support/test-app.ts';

// Shared by the trust tests: reports, moderation called as the console will call it, one's own posts.

export const TRUST = {
  reasons: '/api/socialcontact/v1/report/reasons',
  report: '/api/service/socialcontact/v1/report/add',
  mine: '/api/service/socialcontact/v1/report/mine',
  del: '/api/service/content/v1/pvt/delete',
  update: '/api/service/content/v1/pvt/update',
  feed: '/api/content/v1/pub/list',
  detail: '/api/content/v1/pub/queryDetail',
  search: '/api/ls/v1/opensearch/search',
  like: '/api/socialcontact/v1/vote/like',
  comment: '/api/service/socialcontact/v1/comment/add',
  deleteComment: '/api/service/socialcontact/v1/comment/delete',
} as const;

export async function post(t: TestApp, token: string, text: string, extra: Record<string, unknown> = {}) {
  const body = await ok(t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', text, ...extra }, { token }));
  return Number(body.id);
}

export const act = (
  t: TestApp,
  targetType: ModerationTarget,
  targetId: number,
  action: ModerationAction,
  extra: { reason?: string; days?: number } = {},
) =>
  moderate(t.ctx, {
    targetType,
    targetId,
    action,
    reason: extra.reason ?? '违反社区规范',
    days: extra.days,
    operatorId: null,
  });

export const feedIds = async (t: TestApp, token?: string) =>
  ((await ok(t.post(TRUST.feed, { sort: 'new', pageSize: 50 }, token ? { token } : {}))).rows as { id: string }[]).map(
    (r) => Number(r.id),
  );

export async function systemNotices(t: TestApp, userId: number) {
  return t.ctx.db
    .selectFrom('notices')
    .select(['title', 'excerpt', 'target_type', 'target_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'system')
    .orderBy('id')
    .execute();
}

/** A content's counters beside the rows they count. */
export async function countersOf(t: TestApp, id: number) {
  const r = await sql<{ like_count: number; likes: number; comment_count: number; comments: number }>`
    select c.like_count, c.comment_count,
      (select count(*)::int from likes where target_type = 'content' and target_id = c.id) as likes,
      (select count(*)::int from comments where target_type = 'content' and target_id = c.id and status = 'published')
        as comments
    from contents c where c.id = ${id}`.execute(t.ctx.db);
  return r.rows[0]!;
}
