import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Rows of migrations/0017_idempotency.sql. */
export interface IdempotencyKeysTable {
  user_id: number;
  idem_key: string;
  fingerprint: string;
  state: ColumnType<'running' | 'done', 'running' | 'done' | undefined, 'running' | 'done'>;
  /** The success body the first request answered (as JSON), once it is done. */
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
