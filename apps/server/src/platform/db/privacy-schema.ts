import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/0016_privacy.sql, kept by hand beside it.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type CancellationStatus = 'pending' | 'revoked' | 'done';
export type CancelPosts = 'keep' | 'remove';

export interface AccountCancellationsTable {
  id: Generated<number>;
  user_id: number;
  status: CancellationStatus;
  posts: CancelPosts;
  effective_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: Date | null;
  done_at: Date | null;
  created_at: Timestamp;
}

export type DataExportStatus = 'queued' | 'ready' | 'failed';

export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  status: DataExportStatus;
  /** The JSON file, AES-256-GCM sealed. */
  file_enc: Uint8Array | null;
  byte_size: number | null;
  ready_at: Date | null;
  expires_at: Date | null;
  created_at: Timestamp;
}

export interface PrivacyTables {
  account_cancellations: AccountCancellationsTable;
  data_exports: DataExportsTable;
}
