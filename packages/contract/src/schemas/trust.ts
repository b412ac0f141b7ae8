import { z } from 'zod';
import { cursor, freeText, id, identifier, imageRef, keysetPage, line, pageSize } from './common.ts';

// Trust (docs/product/api-paths.md "Trust, privacy and operations"): deleting and editing one's own posts, and reports (举报).

/** What a report may be about; a review is an evaluation (a scored comment) of a POI, activity or product. */
export const reportTargetType = z.enum(['content', 'comment', 'user', 'activity', 'review']);
export type ReportTargetType = z.infer<typeof reportTargetType>;

/** The stable codes of report/reasons, in the order they are offered. */
export const REPORT_REASON_CODES = [
  'porn',
  'political',
  'illegal',
  'advert',
  'abuse',
  'fake',
  'infringement',
  'minor',
  'other',
] as const;
export const reportReasonCode = z.enum(REPORT_REASON_CODES);

export const reportReasonsResponse = z.object({
  rows: z.array(z.object({ code: reportReasonCode, name: z.string() })),
});

/** A report's optional text, in characters (a Chinese character counts as one here). */
export const REPORT_TEXT_MAX = 200;

export const reportAddRequest = z.object({
  targetType: reportTargetType,
  /** A content, comment, activity or review id; a user is named by their user code. */
  targetId: identifier(40),
  reason: reportReasonCode,
  text: freeText().max(REPORT_TEXT_MAX).optional(),
  /** Up to 3 pictures: file ids or URLs from updateFile, this user's own uploads. */
  images: z.array(identifier(500)).max(3).optional(),
});
export const reportAddResponse = z.object({ id: z.string() });

export const reportMineRequest = z.object({ cursor, pageSize });
export const reportRow = z.object({
  id: z.string(),
  targetType: reportTargetType,
  targetId: z.string(),
  reason: reportReasonCode,
  reasonName: z.string(),
  text: z.string(),
  images: z.array(imageRef),
  state: z.enum(['open', 'closed']),
  /** What became of it ('' while open). */
  outcome: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type ReportRow = z.infer<typeof reportRow>;
export const reportMineResponse = keysetPage(reportRow);

export const contentDeleteRequest = z.object({ id });

/**
 * An edit of one's own dynamic or article: the fields given replace the stored ones (title, text, images, topic,
 * place); a null topic or POI clears it. The content filter judges the result again.
 */
export const contentUpdateRequest = z.object({
  id,
  title: freeText().max(200).optional(),
  text: freeText().max(40_000).optional(),
  images: z.array(identifier(500)).max(9).optional(),
  topicId: id.nullable().optional(),
  poiId: id.nullable().optional(),
  destinationId: id.nullable().optional(),
  placeName: line().max(40).optional(),
});
export const contentUpdateResponse = z.object({ id: z.string(), editedAt: z.string() });
