import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface AuditInsert {
  operatorId: number | null;
  operatorName: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string;
  ip: string;
}

export interface AuditFilters {
  operatorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function insertAudit(db: Kysely<DB>, e: AuditInsert): Promise<number> {
  const row = await db
    .insertInto('audit_log')
    .values({
      operator_id: e.operatorId,
      operator_name: e.operatorName,
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId,
      before: json(e.before),
      after: json(e.after),
      reason: e.reason,
      ip: e.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One page of the log, newest first, keyset by id (ids only grow: the log is append-only). */
export async function listAudit(db: Kysely<DB>, f: AuditFilters, beforeId: number | null, limit: number) {
  let q = db
    .selectFrom('audit_log')
    .select([
      'id',
      'operator_id',
      'operator_name',
      'action',
      'target_type',
      'target_id',
      'before',
      'after',
      'reason',
      'ip',
      'at',
    ])
    .orderBy('id', 'desc')
    .limit(limit);
  if (beforeId !== null) q = q.where('id', '<', beforeId);
  if (f.operatorId !== undefined) q = q.where('operator_id', '=', f.operatorId);
  if (f.action !== undefined) q = q.where('action', '=', f.action);
  if (f.targetType !== undefined) q = q.where('target_type', '=', f.targetType);
  if (f.from !== undefined) q = q.where('at', '>=', sql<Date>`${f.from}::timestamptz`);
  if (f.to !== undefined) q = q.where('at', '<', sql<Date>`${f.to}::timestamptz`);
  return q.execute();
}
