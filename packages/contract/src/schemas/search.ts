import { z } from 'zod';
import { activityCard } from './activities.ts';
import { authorRef, cursor, keysetPage, line, pageSize } from './common.ts';
import { feedRow } from './community.ts';
import { productRow } from './mall.ts';
import { destinationRef, poiCard } from './places.ts';

// /api/ls/v1/opensearch/search: one path over every area (docs/product/community.md: content, topics, activities, destinations,
// POIs, products, users). A tab of the search screen is a `type`; 'all' (综合) opens with the best few of every
// other kind on its first page, then pages through content.

export const searchType = z.enum(['all', 'content', 'topic', 'user', 'activity', 'place', 'product']);
export type SearchType = z.infer<typeof searchType>;
export const searchRequest = z.object({
  keyword: line().trim().min(1).max(50),
  type: searchType.default('content'),
  cursor,
  pageSize,
});
export const searchTopicRow = z.object({
  kind: z.literal('topic'),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  contentCount: z.number().int(),
});
export const searchUserRow = authorRef.extend({
  kind: z.literal('user'),
  bio: z.string(),
  followerCount: z.number().int(),
});
export const searchContentRow = feedRow.extend({ kind: z.literal('content') });
export const searchActivityRow = activityCard.extend({ kind: z.literal('activity') });
/** Destinations and POIs carry a kind of their own (city, sight…), so they are wrapped rather than extended. */
export const searchDestinationRow = z.object({ kind: z.literal('destination'), destination: destinationRef });
export const searchPoiRow = z.object({ kind: z.literal('poi'), poi: poiCard });
export const searchProductRow = productRow.extend({ kind: z.literal('product') });
export const searchRow = z.discriminatedUnion('kind', [
  searchContentRow,
  searchTopicRow,
  searchUserRow,
  searchActivityRow,
  searchDestinationRow,
  searchPoiRow,
  searchProductRow,
]);
export type SearchRow = z.infer<typeof searchRow>;
export const searchResponse = keysetPage(searchRow).extend({
  type: searchType,
  /** The keyword as the server read it (trimmed): a client shows an answer only when it matches its box. */
  keyword: z.string(),
  /** The words the keyword was cut into, for highlighting. */
  words: z.array(z.string()),
});
