import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/0034_console_content.sql's new tables, kept by hand beside it.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string, string>;

export interface ReviewSettingsTable {
  key: string;
  value: Json;
  updated_at: Timestamp;
}

export interface PublisherApplicationsTable {
  id: Generated<number>;
  user_id: number;
  reason: string;
  state: Generated<'pending' | 'approved' | 'declined'>;
  answer: Generated<string>;
  operator_id: number | null;
  created_at: Timestamp;
  decided_at: Date | null;
}

export interface ConsoleContentTables {
  review_settings: ReviewSettingsTable;
  publisher_applications: PublisherApplicationsTable;
}
