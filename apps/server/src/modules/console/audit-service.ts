import type { Kysely } from 'kysely';
import type { ConsoleOperator } from '../../platform/auth/operator-sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { insertAudit, listAudit, type AuditFilters } from './audit-repository.ts';
import { auditCsvLine, AUDIT_CSV_HEADER } from './audit-csv.ts';

/** Who acts and from where: the signed-in operator and the request's address. */
export interface AuditActor {
  operatorId: number | null;
  operatorName: string;
  ip: string;
}

/** What an operator did: the action, its target, the values before and after, and why. */
export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

export const actorOf = (operator: ConsoleOperator, ip: string): AuditActor => ({
  operatorId: operator.id,
  operatorName: operator.name,
  ip,
});

/**
 * Appends one line to the audit trail. Give it the transaction of the write it records, so the line exists exactly
 * when the write does. The table takes no UPDATE, DELETE or TRUNCATE from anyone (migration 0015's triggers).
 */
export async function appendAudit(db: Kysely<DB>, actor: AuditActor, entry: AuditEntry): Promise<number> {
  return insertAudit(db, {
    ...actor,
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? '',
  });
}

const toRow = (r: Awaited<ReturnType<typeof listAudit>>[number]) => ({
  id: r.id,
  operator: r.operator_name,
  operatorId: r.operator_id,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  before: r.before ?? null,
  after: r.after ?? null,
  reason: r.reason,
  ip: r.ip,
  at: new Date(r.at).toISOString(),
});

function beforeId(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  if (!/^\d{1,15}$/.test(cursor)) throw new AppError('badRequest', '参数错误：cursor');
  return Number(cursor);
}

export async function auditPage(
  app: AppContext,
  input: AuditFilters & { cursor?: string | null | undefined; pageSize: number },
) {
  const rows = await listAudit(app.db, input, beforeId(input.cursor), input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return { rows: page.map(toRow), nextCursor: rows.length > input.pageSize && last ? String(last.id) : null };
}

/** Rows an export carries at most: past that, narrow the filters. */
export const AUDIT_EXPORT_MAX = 50_000;
const EXPORT_PAGE = 1_000;

/** The filtered log as CSV (UTF-8 with a byte-order mark, so a spreadsheet reads the Chinese), newest first. */
export async function auditCsv(app: AppContext, filters: AuditFilters): Promise<string> {
  const lines = [AUDIT_CSV_HEADER];
  let cursor: number | null = null;
  for (let read = 0; read < AUDIT_EXPORT_MAX; read += EXPORT_PAGE) {
    const rows = await listAudit(app.db, filters, cursor, EXPORT_PAGE);
    for (const r of rows) lines.push(auditCsvLine(toRow(r)));
    if (rows.length < EXPORT_PAGE) break;
    cursor = rows.at(-1)!.id;
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
