import type { SearchRow, SearchType } from '@app/contract';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { searchActivityCards } from '../activities/index.ts';
import { searchProducts } from '../mall/index.ts';
import { searchDestinations, searchPois } from '../places/index.ts';
import { toFeedRow } from './feed-row.ts';
import { decodeCursor, encodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import { searchContents, searchTopics, searchUsers } from './search-repository.ts';
import { fold, parseQuery, type ParsedQuery } from '../../platform/text/search-text.ts';

interface SearchInput {
  keyword: string;
  type: SearchType;
  cursor?: string | null | undefined;
  pageSize: number;
}

type Page = { rows: SearchRow[]; nextCursor: string | null };

/** How many of each other kind open the 综合 (all) tab, above its content. */
const ALL_HEAD = { user: 2, topic: 2, destination: 2, poi: 2, activity: 2, product: 2 } as const;
/** Destinations shown above the POIs of the places tab. */
const PLACE_DESTINATIONS = 5;

/**
 * /api/ls/v1/opensearch/search: one tab per call. Content, topics and users are community's own tables; activities,
 * destinations, POIs and products are asked of their areas' services. Each list is one query per page.
 */
export async function search(app: AppContext, viewer: SessionUser | null, input: SearchInput) {
  const q = parseQuery(input.keyword);
  const page = await pageOfType(app, viewer, input, q);
  return { ...page, type: input.type, keyword: input.keyword, words: q.words };
}

function pageOfType(app: AppContext, viewer: SessionUser | null, input: SearchInput, q: ParsedQuery): Promise<Page> {
  switch (input.type) {
    case 'all':
      return allPage(app, viewer, input, q);
    case 'topic':
      return topicPage(app, input, q);
    case 'user':
      return userPage(app, viewer, input, q);
    case 'activity':
      return activityPage(app, input, q);
    case 'place':
      return placePage(app, input);
    case 'product':
      return productPage(app, input);
    default:
      return contentPage(app, viewer, input, q);
  }
}

const cut = <T extends { rank: number; id: number }>(rows: T[], size: number) =>
  pageOf(rows, size, (last) => ({ value: String(last.rank), id: last.id }));

async function contentPage(app: AppContext, viewer: SessionUser | null, input: SearchInput, q: ParsedQuery) {
  const rows = await searchContents(app.db, q, viewer?.id ?? null, decodeCursor(input.cursor), input.pageSize + 1);
  const p = cut(rows, input.pageSize);
  return {
    nextCursor: p.nextCursor,
    rows: p.rows.map((r) => ({ kind: 'content' as const, ...toFeedRow(r, app.media.urlOf) })),
  };
}

async function topicPage(app: AppContext, input: SearchInput, q: ParsedQuery) {
  const p = cut(await searchTopics(app.db, q, decodeCursor(input.cursor), input.pageSize + 1), input.pageSize);
  return {
    nextCursor: p.nextCursor,
    rows: p.rows.map((t) => ({
      kind: 'topic' as const,
      id: String(t.id),
      title: t.title,
      description: t.description,
      coverUrl: t.cover_url,
      contentCount: t.content_count,
    })),
  };
}

async function userPage(app: AppContext, viewer: SessionUser | null, input: SearchInput, q: ParsedQuery) {
  const folded = fold(input.keyword).trim();
  const rows = await searchUsers(
    app.db,
    folded,
    q.pattern,
    viewer?.id ?? null,
    decodeCursor(input.cursor),
    input.pageSize + 1,
  );
  const p = cut(rows, input.pageSize);
  return {
    nextCursor: p.nextCursor,
    rows: p.rows.map((u) => ({
      kind: 'user' as const,
      userId: u.user_code,
      nickname: u.nickname,
      avatar: u.avatar_url,
      bio: u.bio,
      followerCount: u.followers,
    })),
  };
}

/** Activities page by offset (their rank ties are not a keyset); the cursor carries it as its value. */
async function activityPage(app: AppContext, input: SearchInput, q: ParsedQuery) {
  const offset = Number(decodeCursor(input.cursor)?.value ?? 0);
  const start = Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
  const rows = await searchActivityCards(app, q, start, input.pageSize + 1);
  const more = rows.length > input.pageSize;
  return {
    nextCursor: more ? encodeCursor({ value: String(start + input.pageSize), id: 1 }) : null,
    rows: rows.slice(0, input.pageSize).map((a) => ({ kind: 'activity' as const, ...a })),
  };
}

/** Destinations (cities first), then POIs; one page: a place search wants the best few, not a long list. */
async function placePage(app: AppContext, input: SearchInput): Promise<Page> {
  if (input.cursor) return { rows: [], nextCursor: null };
  const [destinations, pois] = await Promise.all([
    searchDestinations(app, input.keyword, Math.min(PLACE_DESTINATIONS, input.pageSize)),
    searchPois(app, input.keyword, input.pageSize),
  ]);
  return {
    nextCursor: null,
    rows: [
      ...destinations.map((d) => ({ kind: 'destination' as const, destination: d })),
      ...pois.map((p) => ({ kind: 'poi' as const, poi: p })),
    ],
  };
}

async function productPage(app: AppContext, input: SearchInput) {
  const p = await searchProducts(app, input);
  return { nextCursor: p.nextCursor, rows: p.rows.map((r) => ({ kind: 'product' as const, ...r })) };
}

/**
 * 综合: the first page opens with the best few of every other kind, then content; later pages are content only
 * (the cursor is content's). The heads run at once beside the content page.
 */
async function allPage(app: AppContext, viewer: SessionUser | null, input: SearchInput, q: ParsedQuery) {
  if (input.cursor) return contentPage(app, viewer, input, q);
  const head = { ...input, cursor: null };
  const [users, topics, destinations, pois, activities, products, contents] = await Promise.all([
    userPage(app, viewer, { ...head, pageSize: ALL_HEAD.user }, q),
    topicPage(app, { ...head, pageSize: ALL_HEAD.topic }, q),
    searchDestinations(app, input.keyword, ALL_HEAD.destination),
    searchPois(app, input.keyword, ALL_HEAD.poi),
    searchActivityCards(app, q, 0, ALL_HEAD.activity),
    productPage(app, { ...head, pageSize: ALL_HEAD.product }),
    contentPage(app, viewer, input, q),
  ]);
  return {
    nextCursor: contents.nextCursor,
    rows: [
      ...users.rows,
      ...topics.rows,
      ...destinations.map((d) => ({ kind: 'destination' as const, destination: d })),
      ...pois.map((p) => ({ kind: 'poi' as const, poi: p })),
      ...activities.map((a) => ({ kind: 'activity' as const, ...a })),
      ...products.rows,
      ...contents.rows,
    ],
  };
}
