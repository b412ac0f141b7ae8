import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/0019_tickets.sql, kept by hand beside it: the columns it adds to activities' tables are
// declared into activities-schema.ts, so that file stays as it is.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type TicketPayMethod = 'onsite' | 'app';
export type ImportStatus = 'queued' | 'running' | 'done' | 'failed';

declare module './activities-schema.ts' {
  interface ActivityTicketsTable {
    pay_method: Generated<TicketPayMethod>;
  }
  interface ActivityEnrolmentsTable {
    paid_coin: Generated<number>;
    refunded_at: Date | null;
  }
}

export interface ActivityImportsTable {
  id: Generated<number>;
  activity_id: number;
  user_id: number;
  status: Generated<ImportStatus>;
  file: Uint8Array | null;
  rows_read: Generated<number>;
  imported: Generated<number>;
  total: Generated<number>;
  bad_count: Generated<number>;
  bad_rows: Json<{ row: number; value: string }[]>;
  message: Generated<string>;
  created_at: Timestamp;
  finished_at: Date | null;
}

export interface TicketsTables {
  activity_imports: ActivityImportsTable;
}
