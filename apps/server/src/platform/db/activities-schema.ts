import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/0006_activities.sql, kept by hand beside it.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type ActivityStatus = 'draft' | 'online' | 'offline' | 'deleted';
export type EnrolmentStatus = 'enrolled' | 'waitlisted' | 'offered' | 'cancelled' | 'expired';
export type TicketCurrency = 'CNY' | 'WYB';

/** One question of a publisher's question set. */
export interface ActivityQuestion {
  id: string;
  type: 'name' | 'mobile' | 'idNumber' | 'passport' | 'gender' | 'email' | 'text' | 'single' | 'multiple';
  title: string;
  required: boolean;
  options?: string[] | undefined;
}

// 0006 adds the DAO id to community's clubs (migration 0004); declared here so community's file stays as it is.
declare module './community-schema.ts' {
  interface ClubsTable {
    dao_id: string | null;
  }
}

export interface ActivityClassifysTable {
  id: Id;
  name: string;
  sort: Generated<number>;
}

export interface ActivityPublishersTable {
  user_id: number;
  created_at: Timestamp;
}

export interface ActivitiesTable {
  id: Id;
  user_id: number;
  status: Generated<ActivityStatus>;
  title: Generated<string>;
  intro: Generated<string>;
  cover_url: string | null;
  classify_id: number | null;
  city: Generated<string>;
  address: Generated<string>;
  destination_id: number | null;
  latitude: number | null;
  longitude: number | null;
  start_at: Date | null;
  end_at: Date | null;
  enrol_start_at: Date | null;
  enrol_end_at: Date | null;
  invite_only: Generated<boolean>;
  club_id: number | null;
  questions: Json<ActivityQuestion[]>;
  tags: Json<string[]>;
  view_count: Generated<number>;
  search_tokens: Generated<string>;
  search_norm: Generated<string>;
  is_demo: Generated<boolean>;
  published_at: Date | null;
  /** Featured by an operator (migration 0034). */
  featured_at: Generated<Date | null>;
  taken_down_reason: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ActivityTicketsTable {
  id: Id;
  activity_id: number;
  name: string;
  price: Generated<number>;
  currency: Generated<TicketCurrency>;
  capacity: number;
  taken: Generated<number>;
  sort: Generated<number>;
}

export interface ActivityEnrolmentsTable {
  id: Id;
  activity_id: number;
  user_id: number;
  ticket_id: number;
  status: EnrolmentStatus;
  code: string;
  personal_enc: Generated<string>;
  personal_masked: Json<Record<string, string>>;
  answers: Json<Record<string, string | string[]>>;
  has_name: Generated<boolean>;
  hold_expires_at: Date | null;
  checked_in_at: Date | null;
  checked_in_by: number | null;
  cancelled_at: Date | null;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
}

export interface ActivityDiyContentsTable {
  id: Id;
  activity_id: number;
  kind: 'text' | 'image';
  title: Generated<string>;
  body: Generated<string>;
  image_url: string | null;
  sort: Generated<number>;
  created_at: Timestamp;
}

export interface ActivityInvitationsTable {
  activity_id: number;
  /** Migration 0016: the keyed hash of the number; mobile_clear holds an older one until the start converts it. */
  mobile_hash: Uint8Array | null;
  mobile_clear: string | null;
  created_at: Timestamp;
}

export interface ActivitiesTables {
  activity_classifys: ActivityClassifysTable;
  activity_publishers: ActivityPublishersTable;
  activities: ActivitiesTable;
  activity_tickets: ActivityTicketsTable;
  activity_enrolments: ActivityEnrolmentsTable;
  activity_diy_contents: ActivityDiyContentsTable;
  activity_invitations: ActivityInvitationsTable;
}
