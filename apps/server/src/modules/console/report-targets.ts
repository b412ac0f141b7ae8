import type { Kysely } from 'kysely';
import type { DB, ImageRef } from '../../platform/db/schema.ts';
import { findActivitiesForReview } from '../activities/index.ts';
import { findCommentsForReview, findContentsForReview } from '../community/index.ts';
import { findUserCards } from '../identity/index.ts';

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
 * The targets of a page of the report queue, each kind asked once of the area that owns it (community's contents,
 * comments and reviews, identity's users, activities), and their authors of identity in one more read; keyed
 * `type:id`.
 */
export async function findReportTargets(db: Kysely<DB>, keys: TargetKey[]): Promise<Map<string, TargetView>> {
  const ids = (...types: string[]) => [
    ...new Set(keys.filter((k) => types.includes(k.targetType)).map((k) => k.targetId)),
  ];
  const contents = await findContentsForReview(db, ids('content'));
  const comments = await findCommentsForReview(db, ids('comment', 'review'));
  const activities = await findActivitiesForReview(db, ids('activity'));
  const authorIds = [
    ...contents.map((c) => c.author_id),
    ...comments.map((c) => c.author_id),
    ...activities.map((a) => a.user_id),
  ];
  const users = new Map(
    (await findUserCards(db, [...new Set([...ids('user'), ...authorIds.map(Number)])])).map((u) => [Number(u.id), u]),
  );
  const author = (userId: number | null) => {
    const u = userId === null ? undefined : users.get(Number(userId));
    return u?.user_code ? { userId: u.user_code, nickname: u.nickname ?? '', avatar: u.avatar_url } : null;
  };

  const found = new Map<string, TargetView>();
  for (const r of contents)
    found.set(`content:${r.id}`, {
      title: r.title,
      text: r.body,
      images: urls(r.images),
      status: r.status,
      author: author(r.author_id),
    });
  for (const r of comments) {
    const view = { title: '', text: r.body, images: [], status: r.status, author: author(r.author_id) };
    found.set(`comment:${r.id}`, view);
    found.set(`review:${r.id}`, view);
  }
  for (const id of ids('user')) {
    const r = users.get(id);
    if (!r) continue;
    found.set(`user:${r.id}`, {
      title: r.nickname,
      text: '',
      images: r.avatar_url ? [r.avatar_url] : [],
      status: r.cancelled_at ? 'cancelled' : 'active',
      author: author(r.id),
    });
  }
  for (const r of activities)
    found.set(`activity:${r.id}`, {
      title: r.title,
      text: '',
      images: [],
      status: String(r.status),
      author: author(r.user_id),
    });
  return found;
}
