import { formatDateTime } from '@app/rules';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { ownActivity } from './activity-service.ts';
import { findAllEnrolments } from './enrolment-repository.ts';

// The publisher's sign-up list out as a spreadsheet (masked, as the publisher sees it everywhere else). The
// invitation list in is read off the request path: invitation-import-service.ts.

const STATUS_NAMES = {
  enrolled: '已报名',
  waitlisted: '候补中',
  offered: '候补递补中',
  cancelled: '已取消',
  expired: '递补已过期',
} as const;

// exceljs is a large tree of modules (a third of the server's load time): loaded by the first spreadsheet, not at start.
const loadExcel = async () => (await import('exceljs')).default;

export async function exportEnrolments(app: AppContext, me: SessionUser, activityId: number) {
  const activity = await ownActivity(app, me, activityId);
  const rows = await findAllEnrolments(app.db, activityId);
  const book = new (await loadExcel()).Workbook();
  const sheet = book.addWorksheet('报名名单');
  const questions = activity.questions;
  sheet.columns = [
    { header: '序号', key: 'n', width: 6 },
    { header: '昵称', key: 'nickname', width: 16 },
    { header: '票种', key: 'ticket', width: 14 },
    { header: '状态', key: 'status', width: 10 },
    { header: '报名时间', key: 'createdAt', width: 18 },
    { header: '核销时间', key: 'checkedInAt', width: 18 },
    ...questions.map((q) => ({ header: q.title, key: `q:${q.id}`, width: 20 })),
  ];
  for (const [i, e] of rows.entries()) {
    const row: Record<string, string | number> = {
      n: i + 1,
      nickname: e.nickname,
      ticket: e.ticket_name,
      status: STATUS_NAMES[e.status],
      createdAt: formatDateTime(e.created_at),
      checkedInAt: e.checked_in_at ? formatDateTime(e.checked_in_at) : '',
    };
    for (const q of questions) {
      const v = e.personal_masked[q.id] ?? e.answers[q.id];
      row[`q:${q.id}`] = Array.isArray(v) ? v.join('、') : (v ?? '');
    }
    sheet.addRow(row);
  }
  sheet.getRow(1).font = { bold: true };
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { bytes, fileName: `报名名单-${activity.id}.xlsx` };
}
