import { z } from 'zod';
import { authorRef, cursor, id, imageRef, keysetPage, line, pageSize } from './common.ts';

export const contentType = z.enum(['dynamic', 'article']);
export const feedSort = z.enum(['new', 'hot', 'following']);

export const pubListRequest = z.object({
  type: contentType.optional(),
  topicId: id.optional(),
  userId: line().max(40).optional(),
  destinationId: id.optional(),
  poiId: id.optional(),
  sort: feedSort.default('new'),
  cursor,
  pageSize,
});
export type PubListRequest = z.input<typeof pubListRequest>;

export const contentRow = z.object({
  id: z.string(),
  type: contentType,
  title: z.string(),
  text: z.string(),
  images: z.array(imageRef),
  topicId: z.string().nullable(),
  author: authorRef,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  collectCount: z.number().int(),
  liked: z.boolean(),
  collected: z.boolean(),
  createdAt: z.string(),
});
export type ContentRow = z.infer<typeof contentRow>;

export const pubListResponse = keysetPage(contentRow);
export type PubListResponse = z.infer<typeof pubListResponse>;
