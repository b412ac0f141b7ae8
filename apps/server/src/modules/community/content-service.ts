import type { ContentDetail, FeedPage } from '@app/contract';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { findUserByCode, isFollowing } from './people-repository.ts';
import { findPoll } from './poll-repository.ts';
import { toPollView } from './poll-view.ts';
import { countCachedView } from './view-batch.ts';
import {
  addView,
  countContent,
  topicContentTotals,
  findContent,
  findFeedPage,
  findHotels,
  findOwnHeldContent,
  findLikedPage,
  findRelated,
  type FeedQuery,
} from './content-repository.ts';
import { followingAhead } from './following-look-ahead.ts';
import type { ContentRaw } from './feed-repository.ts';
import { toFeedRow } from './feed-row.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';

export interface FeedInput {
  sort: 'new' | 'hot' | 'following';
  type?: 'dynamic' | 'article' | undefined;
  topicId?: number | undefined;
  userId?: string | undefined;
  destinationId?: number | undefined;
  poiId?: number | undefined;
  cursor?: string | null | undefined;
  pageSize: number;
}

export async function listFeed(app: AppContext, viewer: SessionUser | null, input: FeedInput): Promise<FeedPage> {
  // Nobody is followed by an anonymous visitor.
  if (input.sort === 'following' && !viewer) return { rows: [], nextCursor: null };
  const query: FeedQuery = {
    sort: input.sort,
    type: input.type,
    topicId: input.topicId,
    authorCode: input.userId,
    destinationId: input.destinationId,
    poiId: input.poiId,
    viewerId: viewer?.id ?? null,
    ownHeld: viewer !== null && input.userId === viewer.userCode,
    after: decodeCursor(input.cursor),
    limit: input.pageSize + 1,
  };
  const rows = (await followingAhead(app.db, query)) ?? (await findFeedPage(app.db, query));
  const page = pageOf(rows, input.pageSize, (last) => ({
    value: input.sort === 'hot' ? String(last.hot_score) : last.cursor_at,
    id: last.id,
  }));
  return { rows: page.rows.map((r) => toFeedRow(r, app.media.urlOf)), nextCursor: page.nextCursor };
}

/** A content item the viewer may see: published, and not by someone the viewer blocked. */
export async function visibleContent(app: AppContext, id: number, viewer: SessionUser | null): Promise<ContentRaw> {
  const row = await findContent(app.db, id, viewer?.id ?? null);
  if (!row) throw notFound();
  return row;
}

/** A view of a content item whose answer came from the micro-cache: counted in a batch (view-batch.ts). */
export function countView(app: AppContext, id: number): Promise<void> | undefined {
  return countCachedView(app, id);
}

export async function contentDetail(app: AppContext, viewer: SessionUser | null, id: number): Promise<ContentDetail> {
  // Only when nothing published answers: the author's own hidden or held post (docs/product/trust.md), so a reader
  // of a published post pays no second query.
  let held: ContentRaw | undefined;
  let row = await findContent(app.db, id, viewer?.id ?? null);
  if (!row && viewer) row = held = await findOwnHeldContent(app.db, id, viewer.id);
  if (!row) throw notFound();
  // An author reading their own post is not a view: the count says how many others saw it.
  const counted = viewer?.id !== row.author_id;
  const [followed, poll] = await Promise.all([
    viewer && viewer.id !== row.author_id ? isFollowing(app.db, viewer.id, row.author_id) : false,
    findPoll(app.db, id, viewer?.id ?? null),
    counted ? addView(app.db, id) : undefined,
  ]);
  const base = toFeedRow(row, app.media.urlOf);
  return {
    ...base,
    viewCount: base.viewCount + (counted ? 1 : 0),
    author: { ...base.author, followed, isMe: viewer?.id === row.author_id },
    poll: poll ? toPollView(poll) : null,
    ...(held ? { hidden: true } : {}),
  };
}

const EMPTY_TOTALS = { dynamic: 0, article: 0, total: 0, likeCount: 0 };

export async function contentTotal(
  app: AppContext,
  input: { userId?: string | undefined; topicId?: number | undefined },
) {
  if (input.userId === undefined && input.topicId !== undefined) {
    const t = await topicContentTotals(app.db, input.topicId);
    return t ? { dynamic: t.dynamic, article: t.article, total: t.total, likeCount: t.like_count } : EMPTY_TOTALS;
  }
  if (input.userId !== undefined && !(await findUserByCode(app.db, input.userId))) throw notFound();
  const n = await countContent(app.db, { authorCode: input.userId, topicId: input.topicId });
  return { dynamic: n.dynamic, article: n.article, total: n.total, likeCount: n.like_count };
}

export async function relatedContent(app: AppContext, id: number, pageSize: number) {
  const of = await visibleContent(app, id, null);
  const rows = await findRelated(app.db, of, pageSize);
  return { rows: rows.map((r) => toFeedRow(r, app.media.urlOf)) };
}

export async function contentHotels(app: AppContext, id: number) {
  await visibleContent(app, id, null);
  const rows = await findHotels(app.db, id);
  return {
    rows: rows.map((h) => ({
      hotelId: String(h.hotel_id),
      name: h.name,
      imageUrl: h.image_url,
      city: h.city,
      price: h.price_cents === null ? null : h.price_cents / 100,
      currency: h.currency,
    })),
  };
}

/** Posts (content) a user liked; the viewer's own likes when no user is named. */
export async function likedContent(
  app: AppContext,
  viewer: SessionUser | null,
  input: { userId?: string | undefined; cursor?: string | null | undefined; pageSize: number },
): Promise<FeedPage> {
  const userId = input.userId !== undefined ? (await findUserByCode(app.db, input.userId))?.id : viewer?.id;
  if (userId === undefined) {
    if (input.userId !== undefined) throw notFound();
    return { rows: [], nextCursor: null };
  }
  const rows = await findLikedPage(app.db, userId, viewer?.id ?? null, decodeCursor(input.cursor), input.pageSize + 1);
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.mark_at, id: last.id }));
  return { rows: page.rows.map((r) => toFeedRow(r, app.media.urlOf)), nextCursor: page.nextCursor };
}
