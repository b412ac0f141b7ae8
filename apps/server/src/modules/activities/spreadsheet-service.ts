import { formatDateTime } from '@app/rules';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { ownActivity } from './activity-service.ts';
import { findAllEnrolments } from './enrolment-repository.ts';
import { writeSheet } from './xlsx-sheet-writer.ts';

// The publisher's sign-up list out as a spreadsheet (masked, as the publisher sees it everywhere else), written in a
// worker thread (xlsx-sheet-writer.ts). The invitation list in is read off the request path too:
// invitation-import-service.ts.

const STATUS_NAMES = {
  enrolled: '已报名',
  waitlisted: '候补中',
  offered: '候补递补中',
  cancelled: '已取消',
  expired: '递补已过期',
} as const;

export async function exportEnrolments(app: AppContext, me: SessionUser, activityId: number) {
  const activity = await ownActivity(app, me, activityId);
  const rows = await findAllEnrolments(app.db, activityId);
  const questions = activity.questions;
  const bytes = await writeSheet({
    name: '报名名单',
    columns: [
      { header: '序号', width: 6 },
      { header: '昵称', width: 16 },
      { header: '票种', width: 14 },
      { header: '状态', width: 10 },
      { header: '报名时间', width: 18 },
      { header: '核销时间', width: 18 },
      ...questions.map((q) => ({ header: q.title, width: 20 })),
    ],
    rows: rows.map((e, i) => [
      i + 1,
      e.nickname,
      e.ticket_name,
      STATUS_NAMES[e.status],
      formatDateTime(e.created_at),
      e.checked_in_at ? formatDateTime(e.checked_in_at) : '',
      ...questions.map((q) => {
        const v = e.personal_masked[q.id] ?? e.answers[q.id];
        return Array.isArray(v) ? v.join('、') : (v ?? '');
      }),
    ]),
  });
  return { bytes, fileName: `报名名单-${activity.id}.xlsx` };
}
