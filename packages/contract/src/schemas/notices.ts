import { z } from 'zod';
import { cursor, id, keysetPage, pageSize } from './common.ts';
import { noticeKind, noticeRow } from './community.ts';

// Notices (消息): one's notices by kind, unread counts, marking read. Kinds are the 消息 screen's four groups:
// like = 赞和收藏 (likes and collects), comment = 评论和@ (comments and replies), follow = 新增关注, system = 系统通知
// (rewards, activity changes, waitlist offers, moderation outcomes). The rows are the message threads' rows.

/** A kind's list (or every kind's, newest first); the first page of a kind marks that kind read. */
export const noticeListRequest = z.object({ kind: noticeKind.optional(), cursor, pageSize });
export const noticeListResponse = keysetPage(noticeRow);

/** Unread counts are counted up to this many per kind (a badge shows 99+ past 99). */
export const NOTICE_UNREAD_CAP = 100;
export const noticeUnreadCounts = z.object({
  like: z.number().int(),
  comment: z.number().int(),
  follow: z.number().int(),
  system: z.number().int(),
});
export const noticeUnreadResponse = z.object({ counts: noticeUnreadCounts, total: z.number().int() });

/** Mark read: one kind, or some notices by id (only one's own are marked; others' ids are passed over). */
export const noticeReadRequest = z
  .object({ kind: noticeKind.optional(), ids: z.array(id).min(1).max(100).optional() })
  .refine((r) => (r.kind === undefined) !== (r.ids === undefined), { message: '请指定消息类型或消息' });
export const noticeReadResponse = noticeUnreadResponse.extend({ marked: z.number().int() });
