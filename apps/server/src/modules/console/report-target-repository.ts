import type { Kysely } from 'kysely';
import type { DB, ImageRef } from '../../platform/db/schema.ts';

/** A reported target as its readers see it (or saw it), with its author. */
export interface TargetView {
  title: string;
  text: string;
  images: string[];
  status: string;
  author: { userId: string; nickname: string; avatar: string | null } | null;
}

export type TargetKey = { targetType: string; targetId: number };

const urls = (images: ImageRef[] | null | undefined) => (images ?? []).map((i) => i.url).slice(0, 9);

/**
 * The targets of a page of the report queue, each read once per kind (content, comment or review, user, activity);
 * keyed `type:id`. Read-only over the community, identity and activities tables: no rows leave but these fields.
 */
export async function findReportTargets(db: Kysely<DB>, keys: TargetKey[]): Promise<Map<string, TargetView>> {
  const ids = (...types: string[]) => [
    ...new Set(keys.filter((k) => types.includes(k.targetType)).map((k) => k.targetId)),
  ];
  const found = new Map<string, TargetView>();
  const author = (u: { user_code: string | null; nickname: string | null; avatar_url: string | null }) =>
    u.user_code ? { userId: u.user_code, nickname: u.nickname ?? '', avatar: u.avatar_url } : null;

  const contentIds = ids('content');
  if (contentIds.length) {
    const rows = await db
      .selectFrom('contents as c')
      .leftJoin('users as u', 'u.id', 'c.author_id')
      .select(['c.id', 'c.title', 'c.body', 'c.images', 'c.status', 'u.user_code', 'u.nickname', 'u.avatar_url'])
      .where('c.id', 'in', contentIds)
      .execute();
    for (const r of rows)
      found.set(`content:${r.id}`, {
        title: r.title,
        text: r.body,
        images: urls(r.images),
        status: r.status,
        author: author(r),
      });
  }
  const commentIds = ids('comment', 'review');
  if (commentIds.length) {
    const rows = await db
      .selectFrom('comments as c')
      .leftJoin('users as u', 'u.id', 'c.author_id')
      .select(['c.id', 'c.body', 'c.status', 'u.user_code', 'u.nickname', 'u.avatar_url'])
      .where('c.id', 'in', commentIds)
      .execute();
    for (const r of rows) {
      const view = { title: '', text: r.body, images: [], status: r.status, author: author(r) };
      found.set(`comment:${r.id}`, view);
      found.set(`review:${r.id}`, view);
    }
  }
  const userIds = ids('user');
  if (userIds.length) {
    const rows = await db
      .selectFrom('users as u')
      .select(['u.id', 'u.user_code', 'u.nickname', 'u.avatar_url', 'u.cancelled_at'])
      .where('u.id', 'in', userIds)
      .execute();
    for (const r of rows)
      found.set(`user:${r.id}`, {
        title: r.nickname,
        text: '',
        images: r.avatar_url ? [r.avatar_url] : [],
        status: r.cancelled_at ? 'cancelled' : 'active',
        author: author(r),
      });
  }
  const activityIds = ids('activity');
  if (activityIds.length) {
    const rows = await db
      .selectFrom('activities as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.id', 'a.title', 'a.status', 'u.user_code', 'u.nickname', 'u.avatar_url'])
      .where('a.id', 'in', activityIds)
      .execute();
    for (const r of rows)
      found.set(`activity:${r.id}`, {
        title: r.title,
        text: '',
        images: [],
        status: String(r.status),
        author: author(r),
      });
  }
  return found;
}
