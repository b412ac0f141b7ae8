import { isSpreadsheetFile, isValidPhone, MAINLAND_COUNTRY_CODE } from '@app/rules';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { enqueueJob, type Job } from '../../platform/jobs/job-repository.ts';
import { authorize } from '../../platform/auth/access-policy.ts';
import { phoneHash } from '../../platform/crypto/phone-crypto.ts';
import { findActivity } from './activity-repository.ts';
import { ownActivity } from './activity-service.ts';
import { addInvitations } from './enrolment-repository.ts';
import {
  finishImport,
  findImport,
  hasPendingImport,
  insertImport,
  setImportProgress,
  startImport,
} from './import-repository.ts';
import { readFirstColumn } from './xlsx-column-reader.ts';
import { readZipDirectory } from './zip-directory.ts';

// The publisher's invitation list in (docs/product/activity-tickets.md): the upload is checked for what it claims
// to hold (bytes, uncompressed size, entries) on the request path and answered at once; the job queue reads it as a
// stream, row by row, stops at the row cap, and writes its progress where the organiser polls it. Every row is
// checked first; one bad row and nothing is imported, the first 100 bad rows named with their count.

export const IMPORT_JOB = 'activities.invitation-import';
/** What a list of 10,000 mobiles inflates to is well under 1 MB; anything past this is not an invitation list. */
export const MAX_UNCOMPRESSED = 20 * 1024 * 1024;
const MAX_ENTRIES = 200;
export const MAX_MOBILES = 10_000;
/** Rows read past the mobiles' cap: a header and blank rows, no more. */
const MAX_ROWS = MAX_MOBILES + 100;
export const MAX_BAD_ROWS = 100;
/** Progress is written every so many rows. */
const PROGRESS_EVERY = 1000;
const UNREADABLE = '无法读取表格，请用 Excel 另存为 xlsx 后再导入';

type ImportRow = NonNullable<Awaited<ReturnType<typeof findImport>>>;

const progressView = (r: ImportRow) => ({
  id: String(r.id),
  status: r.status,
  rowsRead: r.rows_read,
  imported: r.imported,
  total: r.total,
  badCount: r.bad_count,
  badRows: r.bad_rows,
  message: r.message,
});

/** The upload: checked for what it claims to hold, stored, queued; answered with its progress (queued). */
export async function queueImport(
  app: AppContext,
  me: SessionUser,
  activityId: number,
  file: { bytes: Buffer; filename: string },
) {
  const activity = await ownActivity(app, me, activityId);
  if (!isSpreadsheetFile(file.filename)) throw refuse('只支持 xls 或 xlsx 格式的表格');
  if (!activity.invite_only) throw refuse('只有仅限受邀报名的活动可以导入邀请名单');
  const zip = readZipDirectory(file.bytes);
  if (!zip) throw refuse(UNREADABLE);
  if (zip.uncompressed > MAX_UNCOMPRESSED || zip.entries > MAX_ENTRIES)
    throw refuse(`表格解压后过大（超过 ${MAX_UNCOMPRESSED / 1024 / 1024} MB），一次最多导入 ${MAX_MOBILES} 个手机号`);
  if (await hasPendingImport(app.db, me.id)) throw refuse('上一份名单还在导入中，请稍候再试');
  const id = await insertImport(app.db, activity.id, me.id, file.bytes);
  await enqueueJob(app.db, IMPORT_JOB, { importId: id }, me.id);
  return progressView((await findImport(app.db, id))!);
}

/** An import's progress, for the publisher who started it. */
export async function importStatus(app: AppContext, me: SessionUser, id: number) {
  const row = await findImport(app.db, id);
  const activity = row && (await findActivity(app.db, row.activity_id));
  authorize(me, 'manage', activity && { kind: 'activity', publisherId: activity.user_id });
  if (!row) throw notFound();
  return progressView(row);
}

type Read =
  | { kind: 'rows'; rowsRead: number; mobiles: string[]; bad: { row: number; value: string }[]; badCount: number }
  | { kind: 'tooMany'; rowsRead: number };

/** Column A of the first sheet, streamed in a worker; a first row that is not a mobile is taken as the header. */
async function readMobiles(app: AppContext, importId: number, bytes: Buffer): Promise<Read> {
  // Progress writes go one after another and are all done before the outcome is written, so none lands after it.
  let progress = Promise.resolve();
  const column = await readFirstColumn(bytes, {
    maxRows: MAX_ROWS,
    progressEvery: PROGRESS_EVERY,
    onProgress: (rowsRead) => {
      progress = progress.then(() => setImportProgress(app.db, importId, rowsRead));
    },
  }).finally(() => progress);
  await progress;
  if (column.tooMany) return { kind: 'tooMany', rowsRead: column.rowsRead };
  const mobiles: string[] = [];
  const bad: { row: number; value: string }[] = [];
  let badCount = 0;
  for (const cell of column.cells) {
    const value = cell.value.replace(/\s|-/g, '');
    if (value === '') continue;
    if (isValidPhone(MAINLAND_COUNTRY_CODE, value)) mobiles.push(value);
    else if (!(cell.row === 1 && !/\d/.test(value))) {
      badCount += 1;
      if (bad.length < MAX_BAD_ROWS) bad.push({ row: cell.row, value: value.slice(0, 40) });
    }
    if (mobiles.length > MAX_MOBILES) return { kind: 'tooMany', rowsRead: column.rowsRead };
  }
  return { kind: 'rows', rowsRead: column.rowsRead, mobiles, bad, badCount };
}

/** '第 3、5 行…', naming at most ten rows and counting the rest. */
function badRowsMessage(bad: { row: number }[], count: number) {
  const named = bad
    .slice(0, 10)
    .map((b) => b.row)
    .join('、');
  return count > 10
    ? `第 ${named} 行等共 ${count} 行的手机号格式不正确，未导入任何号码`
    : `第 ${named} 行的手机号格式不正确，未导入任何号码`;
}

/** The job: reads one queued import and records its outcome; a bad file is an outcome, not a failed job. */
export async function runImportJob(app: AppContext, job: Job) {
  const importId = Number(job.payload.importId);
  const started = await startImport(app.db, importId);
  if (!started?.file) return { skipped: true };
  let read: Read;
  try {
    read = await readMobiles(app, importId, Buffer.from(started.file));
  } catch {
    await finishImport(app.db, importId, { status: 'failed', rowsRead: 0, message: UNREADABLE });
    return { importId, status: 'failed' };
  }
  if (read.kind === 'tooMany') {
    await finishImport(app.db, importId, {
      status: 'failed',
      rowsRead: read.rowsRead,
      message: `一次最多导入 ${MAX_MOBILES} 个手机号，请分批导入`,
    });
    return { importId, status: 'failed' };
  }
  const { rowsRead, mobiles, bad, badCount } = read;
  if (badCount > 0 || mobiles.length === 0) {
    await finishImport(app.db, importId, {
      status: 'failed',
      rowsRead,
      badCount,
      badRows: bad,
      message: badCount > 0 ? badRowsMessage(bad, badCount) : '表格第一列没有手机号',
    });
    return { importId, status: 'failed' };
  }
  // Kept as keyed hashes only: the list is only ever checked against an enrolling user's number
  // (docs/product/privacy.md, "Phone numbers").
  const hashes = await Promise.all(
    [...new Set(mobiles)].map((mobile) => phoneHash(app, { countryCode: MAINLAND_COUNTRY_CODE, mobile })),
  );
  const { imported, total } = await addInvitations(app.db, started.activity_id, hashes);
  await finishImport(app.db, importId, { status: 'done', rowsRead, imported, total });
  return { importId, status: 'done', imported };
}
