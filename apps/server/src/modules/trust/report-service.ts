import type { ReportRow } from '@app/contract';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ReportTargetType } from '../../platform/db/schema.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { findOnlineActivity } from '../activities/index.ts';
import { assertClean, findReportableComment, plainText, visibleContent } from '../community/index.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import { resolveOwnImages } from '../media/index.ts';
import { anyTrustedReporter, findUserCards, findUserIdByCode, lockStanding } from '../identity/index.ts';
import { hidePendingReview } from './moderation-service.ts';
import { reasonName } from './report-reasons.ts';
import { countReportsSince, findMyReports, insertReport, openReporterIds } from './report-repository.ts';

// Reports (docs/product/trust.md, "Reports").

/** Reports one user may make in any 24 hours. */
export const REPORTS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
export const REPORT_MESSAGES = {
  duplicate: '你已举报过',
  tooMany: `24小时内最多举报${REPORTS_PER_DAY}次，请稍后再试`,
  self: '不能举报自己',
} as const;

const numericId = (s: string) => {
  const n = Number(s);
  if (!/^\d{1,16}$/.test(s) || !Number.isSafeInteger(n) || n < 1) throw notFound();
  return n;
};

/**
 * The target as the reporter may see it, or 'not found' (a missing target and one the reporter may not see answer
 * alike). A comment that is an evaluation of a POI, activity or product is kept as a review.
 */
async function resolveTarget(
  app: AppContext,
  me: SessionUser,
  type: ReportTargetType,
  rawId: string,
): Promise<{ type: ReportTargetType; id: number; authorId: number }> {
  if (type === 'user') {
    const id = await findUserIdByCode(app.db, rawId);
    if (id === undefined) throw notFound();
    return { type, id, authorId: id };
  }
  const id = numericId(rawId);
  if (type === 'content') {
    const row = await visibleContent(app, id, me);
    return { type, id, authorId: row.author_id };
  }
  if (type === 'activity') {
    const row = await findOnlineActivity(app.db, id);
    if (!row) throw notFound();
    return { type, id, authorId: row.user_id };
  }
  const comment = await findReportableComment(app.db, id);
  if (!comment) throw notFound();
  const isReview = comment.score !== null && comment.root_id === null && comment.target_type !== 'content';
  if (type === 'review' && !isReview) throw notFound();
  // A comment under a content the reporter cannot see is not there for them either.
  if (comment.target_type === 'content') await visibleContent(app, comment.target_id, me);
  return { type: isReview ? 'review' : 'comment', id, authorId: comment.author_id };
}

export async function addReport(
  app: AppContext,
  me: SessionUser,
  input: {
    targetType: ReportTargetType;
    targetId: string;
    reason: string;
    text?: string | undefined;
    images?: string[] | undefined;
  },
) {
  const text = plainText(input.text ?? '');
  const target = await resolveTarget(app, me, input.targetType, input.targetId);
  if (target.authorId === me.id) throw refuse(REPORT_MESSAGES.self);
  await assertClean(app.db, [{ kind: 'text', content: text }]);
  const images = await resolveOwnImages(app, me, input.images ?? []);
  const id = await app.db.transaction().execute(async (trx) => {
    // One user's reports queue on their own row, so the daily count is exact under parallel reports.
    await lockStanding(trx, me.id);
    if ((await countReportsSince(trx, me.id, new Date(Date.now() - DAY_MS))) >= REPORTS_PER_DAY) {
      throw refuse(REPORT_MESSAGES.tooMany);
    }
    const newId = await insertReport(trx, {
      reporterId: me.id,
      targetType: target.type,
      targetId: target.id,
      reason: input.reason,
      body: text,
      images,
    });
    if (newId === undefined) throw refuse(REPORT_MESSAGES.duplicate);
    return newId;
  });
  // Enough distinct reporters, or one trusted reporter, hide it until a moderator looks (users are not hidden).
  if (target.type !== 'user') {
    const enough = app.config.REPORT_HIDE_THRESHOLD;
    const reporters = await openReporterIds(app.db, [target.type], target.id, enough);
    if (reporters.length >= enough || (await anyTrustedReporter(app.db, reporters))) {
      await hidePendingReview(app, { targetType: target.type, targetId: target.id });
    }
  }
  return { id: String(id) };
}

type MyReport = Awaited<ReturnType<typeof findMyReports>>[number];

/** The page's rows as answered: a reported user is named by their user code, asked of identity for the whole page. */
async function toReportRows(app: AppContext, rows: MyReport[]): Promise<ReportRow[]> {
  const userIds = [...new Set(rows.filter((r) => r.target_type === 'user').map((r) => r.target_id))];
  const codes = new Map((await findUserCards(app.db, userIds)).map((u) => [Number(u.id), u.user_code]));
  return rows.map((r) => toReportRow(r, codes));
}

const toReportRow = (r: MyReport, codes: Map<number, string>): ReportRow => ({
  id: String(r.id),
  targetType: r.target_type,
  targetId: r.target_type === 'user' ? (codes.get(r.target_id) ?? '') : String(r.target_id),
  reason: r.reason as ReportRow['reason'],
  reasonName: reasonName(r.reason),
  text: r.body,
  images: r.images.map((i) => ({ url: i.url, width: i.width, height: i.height })),
  state: r.state,
  outcome: r.outcome,
  createdAt: new Date(r.created_at).toISOString(),
  closedAt: r.closed_at ? new Date(r.closed_at).toISOString() : null,
});

export async function myReports(
  app: AppContext,
  me: SessionUser,
  input: { cursor?: string | null | undefined; pageSize: number },
) {
  const rows = await findMyReports(app.db, me.id, decodeCursor(input.cursor), input.pageSize + 1);
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.cursor_at, id: last.id }));
  return {
    rows: await toReportRows(app, page.rows),
    nextCursor: page.nextCursor,
  };
}

/** Every report a user made, newest first, for the copy of their own data (docs/product/privacy.md). */
export async function reportsMadeBy(app: AppContext, userId: number): Promise<ReportRow[]> {
  // Bounded by the daily cap: a lifetime of reports is a few thousand rows at the very most.
  return toReportRows(app, await findMyReports(app.db, userId, null, 100_000));
}
