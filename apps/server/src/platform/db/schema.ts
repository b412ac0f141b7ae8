import type { ColumnType, Generated } from 'kysely';
import type { ActivitiesTables } from './activities-schema.ts';
import type { ConsoleContentTables } from './console-content-schema.ts';
import type { CommunityTables } from './community-schema.ts';
import type { ConsoleTables } from './console-schema.ts';
import type { IdempotencyTables } from './idempotency-schema.ts';
import type { IdentityTables } from './identity-schema.ts';
import type { MallGrowthTables } from './mall-growth-schema.ts';
import type { MediaTables } from './media-schema.ts';
import type { PlacesTables } from './places-schema.ts';
import type { PrivacyTables } from './privacy-schema.ts';
import type { ReferenceTables } from './reference-schema.ts';
import type { TicketsTables } from './tickets-schema.ts';
import type { TrustTables } from './trust-schema.ts';

// Row types of migrations/*.sql, kept by hand beside them.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;

export interface ImageRef {
  url: string;
  width: number;
  height: number;
  color?: string;
  /** The media_files public id, for images users uploaded. */
  fileId?: string;
}

export interface UsersTable {
  id: Id;
  user_code: string;
  country_code: Generated<string>;
  /** Migration 0016: the number AES-256-GCM sealed, and its keyed hash for lookup and uniqueness. */
  mobile_enc: string | null;
  mobile_hash: Uint8Array | null;
  /** A number from before 0016, until the start converts it (then null). */
  mobile_clear: string | null;
  /** Set when a cancellation (注销) took effect. */
  cancelled_at: Date | null;
  nickname: string;
  avatar_url: string | null;
  bio: Generated<string>;
  operator: Generated<string>;
  open_id: string;
  password_hash: string | null;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
  /** Kept by triggers on follows and contents (migration 0009). */
  follower_count: Generated<number>;
  following_count: Generated<number>;
  /** Published contents. */
  content_count: Generated<number>;
  /** A user's standing (migration 0014, docs/product/trust.md). */
  muted_until: Generated<Date | null>;
  banned_at: Generated<Date | null>;
  trusted_reporter: Generated<boolean>;
}

export interface SessionsTable {
  token_hash: Uint8Array;
  user_id: number;
  channel: Generated<string>;
  created_at: Timestamp;
  last_used_at: Timestamp;
  revoked_at: Date | null;
}

export interface TopicsTable {
  id: Id;
  title: string;
  description: Generated<string>;
  cover_url: string | null;
  subclass: Generated<string>;
  content_count: Generated<number>;
  follower_count: Generated<number>;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
  subclass_id: number | null;
  /** Authors with a published content in the topic, kept by a trigger on contents (migration 0009). */
  participant_count: Generated<number>;
  /** Likes of its published contents, kept by the same trigger (migration 0010). */
  like_count: Generated<number>;
  /** Its published articles (the rest of content_count are dynamics), kept by a trigger (migration 0011). */
  article_count: Generated<number>;
  view_count: Generated<number>;
  sort: Generated<number>;
  search_tokens: Generated<string>;
  search_norm: Generated<string>;
  /** Hidden by an operator: gone from the app's lists (migration 0034). */
  hidden: Generated<boolean>;
}

export interface ContentsTable {
  id: Id;
  author_id: number;
  type: 'dynamic' | 'article';
  title: Generated<string>;
  body: Generated<string>;
  images: ColumnType<ImageRef[], string | undefined, string>;
  video_id: number | null;
  topic_id: number | null;
  poi_id: number | null;
  destination_id: number | null;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  collect_count: Generated<number>;
  view_count: Generated<number>;
  hot_score: Generated<number>;
  status: Generated<'published' | 'hidden' | 'review' | 'deleted'>;
  /** Why a post in status 'review' waits (migration 0034). */
  held_for: Generated<'filter' | 'firstPost' | null>;
  /** When its author last edited it (migration 0014). */
  edited_at: Generated<Date | null>;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
  place_name: Generated<string>;
  share_count: Generated<number>;
  search_tokens: Generated<string>;
  search_norm: Generated<string>;
}

export interface LikesTable {
  user_id: number;
  target_type: string;
  target_id: number;
  created_at: Timestamp;
}

export interface CollectionsTable {
  user_id: number;
  item_type: string;
  item_id: number;
  created_at: Timestamp;
}

/** Published contents per author per topic (a trigger on contents keeps it): who takes part in a topic. */
export interface TopicAuthorsTable {
  topic_id: number;
  author_id: number;
  content_count: number;
  /** The author's latest published content in the topic (migration 0010). */
  last_at: Generated<Timestamp>;
}

export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: Timestamp;
}

export interface MediaFilesTable {
  id: Id;
  owner_id: number | null;
  kind: 'image' | 'video' | 'file';
  storage_key: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  average_color: string | null;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
  public_id: string;
  status: Generated<'pending' | 'ready' | 'deleted'>;
  duration_ms: number | null;
  codec: string | null;
  format: string | null;
  cover_key: string | null;
  original_name: Generated<string>;
  deleted_at: Date | null;
}

export interface EnvelopeReplaysTable {
  app_id: string;
  ts: string;
  body_hash: string;
  seen_at: Timestamp;
}

export interface TrackEventsTable {
  id: Id;
  event: string;
  page: Generated<string>;
  params: ColumnType<Record<string, string>, string | undefined, string>;
  visitor_id: Generated<string>;
  user_id: number | null;
  created_at: Timestamp;
}

export interface ErrorReportsTable {
  id: Id;
  release: Generated<string>;
  environment: Generated<string>;
  message: string;
  stack: Generated<string>;
  page: Generated<string>;
  user_agent: Generated<string>;
  created_at: Timestamp;
}

export interface DB
  extends
    ReferenceTables,
    IdentityTables,
    CommunityTables,
    MediaTables,
    ActivitiesTables,
    PlacesTables,
    MallGrowthTables,
    TrustTables,
    ConsoleTables,
    ConsoleContentTables,
    PrivacyTables,
    IdempotencyTables,
    TicketsTables {
  users: UsersTable;
  sessions: SessionsTable;
  topics: TopicsTable;
  contents: ContentsTable;
  likes: LikesTable;
  collections: CollectionsTable;
  follows: FollowsTable;
  topic_authors: TopicAuthorsTable;
  media_files: MediaFilesTable;
  envelope_replays: EnvelopeReplaysTable;
  track_events: TrackEventsTable;
  error_reports: ErrorReportsTable;
}
