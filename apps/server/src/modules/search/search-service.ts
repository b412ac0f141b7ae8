import type { SearchRow, SearchType } from '@app/contract';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { decodeCursor, encodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import { fold, parseQuery, type ParsedQuery } from '../../platform/text/search-text.ts';
import { activityCardsByIds } from '../activities/index.ts';
import { blockedBy, contentCardsByIds, searchPeople, topicCardsByIds } from '../community/index.ts';
import { productCardsByIds } from '../mall/index.ts';
import { destinationRefsByIds, foldLatin, poiCardsByIds } from '../places/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { queryWords } from '../../platform/text/product-search-text.ts';
import { rankActivities, rankDocuments, rankPlaces, rankProducts } from './search-repository.ts';

// /api/ls/v1/opensearch/search (docs/product/search.md): one tab per call. Contents, topics, activities, products,
// destinations and POIs are ranked in search's own index (search_documents), then their cards are asked of their owner
// by id, one query per kind, in rank order. People are community's search over identity's user cards.

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

/**
 * One page of a kind ranked in the index: the ids after the cursor, best first, then their cards asked of the owner
 * by id (an id the owner no longer shows is left out), in rank order.
 */
async function rankedPage<C>(
  app: AppContext,
  kind: 'content' | 'topic',
  q: ParsedQuery,
  input: SearchInput,
  leaveOut: readonly number[],
  cardsOf: (ids: number[]) => Promise<C[]>,
  rowOf: (card: C) => SearchRow,
): Promise<Page> {
  const ranked = await rankDocuments(app.db, kind, q, {
    leaveOut,
    at: decodeCursor(input.cursor),
    limit: input.pageSize + 1,
  });
  const p = cut(ranked, input.pageSize);
  const cards = await cardsOf(p.rows.map((r) => r.id));
  return { nextCursor: p.nextCursor, rows: cards.map(rowOf) };
}

async function contentPage(app: AppContext, viewer: SessionUser | null, input: SearchInput, q: ParsedQuery) {
  const viewerId = viewer?.id ?? null;
  const leaveOut = viewerId === null ? [] : await blockedBy(app.db, viewerId);
  return rankedPage(
    app,
    'content',
    q,
    input,
    leaveOut,
    (ids) => contentCardsByIds(app, ids, viewerId),
    (c) => ({ kind: 'content' as const, ...c }),
  );
}

function topicPage(app: AppContext, input: SearchInput, q: ParsedQuery) {
  return rankedPage(
    app,
    'topic',
    q,
    input,
    [],
    (ids) => topicCardsByIds(app, ids),
    (t) => ({ kind: 'topic' as const, ...t }),
  );
}

async function userPage(app: AppContext, viewer: SessionUser | null, input: SearchInput, q: ParsedQuery) {
  const folded = fold(input.keyword).trim();
  const rows = await searchPeople(
    app,
    { folded, pattern: q.pattern },
    viewer?.id ?? null,
    decodeCursor(input.cursor),
    input.pageSize + 1,
  );
  const p = cut(rows, input.pageSize);
  return { nextCursor: p.nextCursor, rows: p.rows.map((u) => u.card) };
}

/** Activities page by offset (their rank ties are not a keyset); the cursor carries it as its value. */
async function activityPage(app: AppContext, input: SearchInput, q: ParsedQuery) {
  const offset = Number(decodeCursor(input.cursor)?.value ?? 0);
  const start = Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
  const ids = await rankActivities(app.db, q, start, input.pageSize + 1);
  const more = ids.length > input.pageSize;
  const cards = await activityCardsByIds(app, ids.slice(0, input.pageSize));
  return {
    nextCursor: more ? encodeCursor({ value: String(start + input.pageSize), id: 1 }) : null,
    rows: cards.map((a) => ({ kind: 'activity' as const, ...a })),
  };
}

/** The forms a place's name is matched in: as typed, its Latin letters folded, and those without spaces (pinyin). */
function placeForms(keyword: string): string[] {
  const latin = foldLatin(keyword);
  return [keyword.replace(/\s+/g, ' ').trim().toLowerCase(), latin, latin.replace(/ /g, '')];
}

async function searchDestinations(app: AppContext, keyword: string, limit: number) {
  return destinationRefsByIds(app, await rankPlaces(app.db, 'destination', placeForms(keyword), limit));
}

async function searchPois(app: AppContext, keyword: string, limit: number) {
  return poiCardsByIds(app, await rankPlaces(app.db, 'poi', placeForms(keyword), limit));
}

/** Destinations (countries and provinces before cities), then POIs; one page: a place search wants the best few. */
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

/** Products page by id, newest first; their cursor is the last id shown, as the mall's own lists. */
async function productPage(app: AppContext, input: SearchInput) {
  const ids = await rankProducts(app.db, queryWords(input.keyword), productCursor(input.cursor), input.pageSize + 1);
  const page = ids.slice(0, input.pageSize);
  const cards = await productCardsByIds(app, page);
  return {
    nextCursor: ids.length > input.pageSize && page.length > 0 ? String(page.at(-1)) : null,
    rows: cards.map((r) => ({ kind: 'product' as const, ...r })),
  };
}

function productCursor(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  if (!/^\d{1,15}$/.test(cursor)) throw new AppError('badRequest', '参数错误：cursor');
  return Number(cursor);
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
    activityPage(app, { ...head, pageSize: ALL_HEAD.activity }, q),
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
      ...activities.rows,
      ...products.rows,
      ...contents.rows,
    ],
  };
}
