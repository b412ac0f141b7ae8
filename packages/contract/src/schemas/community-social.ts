import { z } from 'zod';
import { authorRef, cursor, freeText, id, keysetPage, pageSize } from './common.ts';
import { feedRow } from './community.ts';

// Comments, likes, praise, collections, want-to-go and search (docs/product/api-paths.md "Comments, likes, collections,
// blocking", and /api/ls/v1/opensearch/search). The fixed payloads of docs/product/api-paths.md are kept field for field.

/** 'post' is a topic view of a content row: it is stored as 'content'. */
export const likeTargetType = z.enum(['content', 'comment', 'post', 'activity', 'poi']);
export const commentTargetType = z.enum(['content', 'post', 'activity', 'poi', 'product']);

export const likeRequest = z.object({ targetType: likeTargetType, targetId: id, like: z.boolean() });
export const likeResponse = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const commentAddRequest = z.object({
  targetType: commentTargetType,
  targetId: id,
  text: freeText().min(1).max(4000),
  parentId: id.optional(),
  /** An evaluation's score (POI, product, activity). */
  score: z.number().int().min(1).max(5).optional(),
});
// status/notice: set when the content filter held the comment for a moderator (its author alone sees it until then).
export const commentAddResponse = z.object({
  id: z.string(),
  status: z.literal('review').optional(),
  notice: z.string().optional(),
});
export const commentDeleteRequest = z.object({ id });

export const replyRow = z.object({
  id: z.string(),
  text: z.string(),
  author: authorRef,
  parentId: z.string().nullable(),
  replyTo: authorRef.nullable(),
  praiseCount: z.number().int(),
  praised: z.boolean(),
  createdAt: z.string(),
  /** Whether the viewer may delete it (the server's access policy: author, host of the page, moderator). */
  canDelete: z.boolean(),
  /** Held by the content filter for a moderator: only its author is sent it, to be shown marked 审核中. */
  status: z.literal('review').optional(),
});
export const commentRow = replyRow.extend({
  score: z.number().int().nullable(),
  replyCount: z.number().int(),
  replies: z.array(replyRow),
});
export type CommentRow = z.infer<typeof commentRow>;
export type ReplyRow = z.infer<typeof replyRow>;

export const commentsRequest = z.object({ targetType: commentTargetType, targetId: id, cursor, pageSize });
export const commentsResponse = keysetPage(commentRow);
export const commentRequest = z.object({ commentId: id });
export const commentWithMineResponse = z.object({ comment: commentRow, mine: z.array(replyRow) });
export const repliesRequest = z.object({ commentId: id, cursor, pageSize });
export const repliesResponse = keysetPage(replyRow);

export const evaluateRequest = z.object({
  targetType: z.enum(['activity', 'poi', 'product']),
  targetId: id,
  cursor,
  pageSize,
});
export const evaluateResponse = keysetPage(commentRow).extend({
  count: z.number().int(),
  average: z.number(),
  distribution: z.array(z.number().int()).length(5),
});

export const praiseRequest = z.object({ commentId: id, praise: z.boolean() });
export const praiseResponse = z.object({ praised: z.boolean(), praiseCount: z.number().int() });
export const commentPraiseRequest = z.object({ ids: z.array(id).min(1).max(100) });
export const commentPraiseResponse = z.object({
  rows: z.array(z.object({ id: z.string(), praised: z.boolean(), praiseCount: z.number().int() })),
});

export const collectItemType = z.enum(['content', 'post', 'activity', 'poi', 'product']);
export const saveCollectionRequest = z.object({ itemType: collectItemType, itemId: id, type: z.literal(1) });
export const deleteCollectionRequest = z.object({ itemType: collectItemType, itemId: id });
export const collectionListRequest = z.object({ itemType: collectItemType.optional(), cursor, pageSize });
export const collectionRow = z.object({
  itemType: z.string(),
  itemId: z.string(),
  createdAt: z.string(),
  content: feedRow.nullable(),
});
export const collectionListResponse = keysetPage(collectionRow);

export const wantToGoRequest = z.object({ poiId: id });
export const wantToGoResponse = z.object({ count: z.number().int(), wanted: z.boolean() });
