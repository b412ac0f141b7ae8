import { formatDateTime, isSpreadsheetFile, isValidPhone, MAINLAND_COUNTRY_CODE } from '@app/rules';
import type ExcelJS from 'exceljs';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { phoneHash } from '../../platform/crypto/phone-crypto.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { ownActivity } from './activity-service.ts';
import { addInvitations, findAllEnrolments } from './enrolment-repository.ts';

// The publisher's spreadsheets: the sign-up list out (masked, as the publisher sees it everywhere else) and an
// invitation list of mobiles in (every row checked first; one bad row and nothing is imported).

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

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return value.text;
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return String(value).trim();
};

/** Reads column A of the first sheet; a first row that is not a mobile is taken as the header. */
export async function importInvitations(
  app: AppContext,
  me: SessionUser,
  activityId: number,
  file: { bytes: Buffer; filename: string },
) {
  const activity = await ownActivity(app, me, activityId);
  if (!isSpreadsheetFile(file.filename)) throw refuse('只支持 xls 或 xlsx 格式的表格');
  if (!activity.invite_only) throw refuse('只有仅限受邀报名的活动可以导入邀请名单');
  const book = new (await loadExcel()).Workbook();
  try {
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse('无法读取表格，请用 Excel 另存为 xlsx 后再导入');
  }
  const sheet = book.worksheets[0];
  const mobiles: string[] = [];
  const bad: { row: number; value: string }[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const value = cellText(row.getCell(1).value).replace(/\s|-/g, '');
    if (value === '') return;
    if (isValidPhone(MAINLAND_COUNTRY_CODE, value)) mobiles.push(value);
    else if (!(rowNumber === 1 && !/\d/.test(value))) bad.push({ row: rowNumber, value });
  });
  if (bad.length)
    throw refuse(`第 ${bad.map((b) => b.row).join('、')} 行的手机号格式不正确，未导入任何号码`, { badRows: bad });
  if (mobiles.length === 0) throw refuse('表格第一列没有手机号');
  if (mobiles.length > 10_000) throw refuse('一次最多导入 10000 个手机号');
  // Kept as keyed hashes only: the list is only ever checked against an enrolling user's number.
  const hashes = await Promise.all(
    [...new Set(mobiles)].map((mobile) => phoneHash(app, { countryCode: MAINLAND_COUNTRY_CODE, mobile })),
  );
  return addInvitations(app.db, activityId, hashes);
}
