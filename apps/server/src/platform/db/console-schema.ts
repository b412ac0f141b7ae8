import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/0015_console.sql, kept by hand beside it.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export interface OperatorsTable {
  id: Id;
  name: string;
  password_hash: string;
  totp_secret: string | null;
  totp_last_step: number | null;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  failed_count: Generated<number>;
  locked_until: Date | null;
  disabled_at: Date | null;
  created_at: Timestamp;
}

export interface OperatorSessionsTable {
  token_hash: Uint8Array;
  operator_id: number;
  ip: Generated<string>;
  created_at: Timestamp;
  last_used_at: Timestamp;
  revoked_at: Date | null;
}

export interface AuditLogTable {
  id: Id;
  operator_id: number | null;
  operator_name: string;
  action: string;
  target_type: Generated<string>;
  target_id: Generated<string>;
  /** jsonb: written as JSON text, read as the value. */
  before: Json;
  after: Json;
  reason: Generated<string>;
  ip: Generated<string>;
  at: Timestamp;
}

export interface ConsoleTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
}
