import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/0005_media.sql, kept by hand beside it (media_files itself is in schema.ts).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;

export interface UploadGrantsTable {
  id: Id;
  user_id: number;
  provider: 'local' | 's3';
  key_prefix: string;
  kind: 'image' | 'video';
  media_id: number | null;
  expires_at: Date;
  created_at: Timestamp;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Id;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  status: Generated<JobStatus>;
  owner_id: number | null;
  attempts: Generated<number>;
  run_after: Timestamp;
  locked_at: Date | null;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Date | null;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface MediaTables {
  upload_grants: UploadGrantsTable;
  jobs: JobsTable;
  server_secrets: ServerSecretsTable;
}
