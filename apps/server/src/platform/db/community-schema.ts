import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/0004_community.sql, kept by hand beside it.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;
type Json<T> = ColumnType<T, string, string>;

export type CommentTargetType = 'content' | 'activity' | 'poi' | 'product';
export type NoticeKind = 'like' | 'comment' | 'follow' | 'system';

export interface TopicSubclassesTable {
  id: Id;
  class_name: string;
  sort: Generated<number>;
}

export interface TopicSquareColumnsTable {
  id: Id;
  name: string;
  kind: 'hot' | 'new' | 'subclass';
  subclass_id: number | null;
  sort: Generated<number>;
}

export interface CommentsTable {
  id: Id;
  target_type: CommentTargetType;
  target_id: number;
  author_id: number;
  root_id: number | null;
  reply_to_id: number | null;
  reply_to_user_id: number | null;
  body: string;
  score: number | null;
  praise_count: Generated<number>;
  reply_count: Generated<number>;
  status: Generated<'published' | 'hidden' | 'review' | 'deleted'>;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
}

export interface NoticesTable {
  id: Id;
  user_id: number;
  kind: NoticeKind;
  actor_id: number | null;
  target_type: Generated<string>;
  target_id: number | null;
  comment_id: number | null;
  title: Generated<string>;
  excerpt: Generated<string>;
  read_at: Date | null;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
}

export interface CommunityRolesTable {
  user_id: number;
  role: 'creator' | 'talent' | 'moderator';
  granted_at: Timestamp;
}

export interface TalentsTable {
  user_id: number;
  title: Generated<string>;
  intro: Generated<string>;
  category: Generated<string>;
  sort: Generated<number>;
  created_at: Timestamp;
}

export interface SharesTable {
  id: Id;
  user_id: number;
  target_type: string;
  target_id: number;
  channel: Generated<string>;
  created_at: Timestamp;
}

export interface ShareConfigsTable {
  key: string;
  title: string;
  description: Generated<string>;
  image_url: Generated<string>;
  link: Generated<string>;
}

export interface ContentCategoriesTable {
  id: Id;
  kind: 'main' | 'diy';
  name: string;
  icon_url: Generated<string>;
  sort: Generated<number>;
}

export interface BrandAdvertsTable {
  id: Id;
  page_slot: string;
  channel: Generated<string>;
  title: string;
  image_url: string;
  link_url: Generated<string>;
  sort: Generated<number>;
  starts_at: Date | null;
  ends_at: Date | null;
  is_active: Generated<boolean>;
}

export interface HotWordsTable {
  id: Id;
  word: string;
  heat: Generated<number>;
  sort: Generated<number>;
}

export interface ContentPollsTable {
  content_id: number;
  question: Generated<string>;
  options: Json<string[]>;
  multiple: Generated<boolean>;
  ends_at: Date | null;
}

export interface PollVotesTable {
  content_id: number;
  user_id: number;
  option_index: number;
  created_at: Timestamp;
}

export interface ContentHotelsTable {
  content_id: number;
  hotel_id: number;
  name: string;
  image_url: Generated<string>;
  city: Generated<string>;
  price_cents: number | null;
  currency: Generated<string>;
}

export interface PublisherContactsTable {
  user_id: number;
  name: Generated<string>;
  /** Migration 0016: the number sealed; mobile_clear holds an older number until the start converts it. */
  mobile_enc: Generated<string>;
  mobile_clear: Generated<string>;
  wechat: Generated<string>;
  updated_at: Timestamp;
}

export interface SensitiveWordsTable {
  id: Id;
  word: string;
  created_at: Timestamp;
  /** Added by migration 0013 (docs/product/content-filter.md). */
  category: Generated<string>;
  verdict: Generated<'block' | 'review' | 'mask'>;
  updated_at: Timestamp;
}

export interface ClubsTable {
  id: Id;
  name: string;
  intro: Generated<string>;
  cover_url: string | null;
  master_id: number;
  member_count: Generated<number>;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
}

export interface ClubMembersTable {
  club_id: number;
  user_id: number;
  role: Generated<'master' | 'member'>;
  joined_at: Timestamp;
}

/** Likes, comments and evaluations of a place, activity or product, kept by triggers (migration 0011). */
export interface TargetCountsTable {
  target_type: 'activity' | 'poi' | 'product';
  target_id: number;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  score_1: Generated<number>;
  score_2: Generated<number>;
  score_3: Generated<number>;
  score_4: Generated<number>;
  score_5: Generated<number>;
}

export interface CommunityTables {
  topic_subclasses: TopicSubclassesTable;
  topic_square_columns: TopicSquareColumnsTable;
  comments: CommentsTable;
  notices: NoticesTable;
  community_roles: CommunityRolesTable;
  talents: TalentsTable;
  shares: SharesTable;
  share_configs: ShareConfigsTable;
  content_categories: ContentCategoriesTable;
  brand_adverts: BrandAdvertsTable;
  hot_words: HotWordsTable;
  content_polls: ContentPollsTable;
  poll_votes: PollVotesTable;
  content_hotels: ContentHotelsTable;
  publisher_contacts: PublisherContactsTable;
  sensitive_words: SensitiveWordsTable;
  clubs: ClubsTable;
  club_members: ClubMembersTable;
  target_counts: TargetCountsTable;
}
