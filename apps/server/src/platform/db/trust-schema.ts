import type { ColumnType, Generated } from 'kysely';
import type { ImageRef } from './schema.ts';

// Row types of migrations/0014_trust.sql, kept by hand beside it.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ReportTargetType = 'content' | 'comment' | 'user' | 'activity' | 'review';

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target_type: ReportTargetType;
  target_id: number;
  reason: string;
  body: Generated<string>;
  images: ColumnType<ImageRef[], string | undefined, string>;
  state: Generated<'open' | 'closed'>;
  outcome: Generated<string>;
  created_at: Timestamp;
  closed_at: Date | null;
}

export interface ModerationStatesTable {
  target_type: ReportTargetType;
  target_id: number;
  state: string;
  previous_status: Generated<string>;
  reason: Generated<string>;
  operator_id: number | null;
  updated_at: Timestamp;
}

export interface TrustTables {
  reports: ReportsTable;
  moderation_states: ModerationStatesTable;
}
