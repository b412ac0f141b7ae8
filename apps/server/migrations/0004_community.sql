-- The community: one content model (a dynamic or article is a contents row; a topic post is one with a topic_id),
-- threaded comments, notices, topics with subclasses and square columns, talents and roles, shares, adverts,
-- hot words, polls, the content filter's word list, publishers' contacts and the small club model the community
-- shows. Counters on contents and comments are recomputed from the rows behind them in the writing transaction.

-- Search: jieba tokens (written by the server on every write) → a 'simple' tsvector; search_norm is the
-- NFKC-folded, lower-cased text for the ILIKE fallback.
alter table contents
  add column place_name text not null default '',
  add column share_count integer not null default 0,
  add column search_tokens text not null default '',
  add column search_norm text not null default '',
  add column search_vector tsvector generated always as (to_tsvector('simple'::regconfig, search_tokens)) stored;
update contents set search_norm = lower(title || ' ' || body);
create index contents_search on contents using gin (search_vector);
create index contents_poi_new on contents (poi_id, created_at desc, id desc) where status = 'published' and poi_id is not null;
create index contents_destination_new on contents (destination_id, created_at desc, id desc)
  where status = 'published' and destination_id is not null;

create table topic_subclasses (
  id bigint generated always as identity primary key,
  class_name text not null unique,
  sort integer not null default 0
);

alter table topics
  add column subclass_id bigint references topic_subclasses (id),
  add column view_count integer not null default 0,
  add column sort integer not null default 0,
  add column search_tokens text not null default '',
  add column search_norm text not null default '',
  add column search_vector tsvector generated always as (to_tsvector('simple'::regconfig, search_tokens)) stored;
insert into topic_subclasses (class_name) select distinct subclass from topics where subclass <> '';
update topics t set subclass_id = s.id, search_norm = lower(t.title || ' ' || t.description)
  from topic_subclasses s where s.class_name = t.subclass;
create index topics_hot on topics (content_count desc, id desc);
create index topics_new on topics (created_at desc, id desc);
create index topics_search on topics using gin (search_vector);

-- The tabs of the topic square: 'hot' and 'new' list every topic; 'subclass' lists one subclass.
create table topic_square_columns (
  id bigint generated always as identity primary key,
  name text not null,
  kind text not null check (kind in ('hot', 'new', 'subclass')),
  subclass_id bigint references topic_subclasses (id),
  sort integer not null default 0
);

create table comments (
  id bigint generated always as identity primary key,
  target_type text not null check (target_type in ('content', 'activity', 'poi', 'product')),
  target_id bigint not null,
  author_id bigint not null references users (id) on delete cascade,
  -- root_id: the top-level comment of the thread (null for a top-level one); reply_to_id: the comment answered.
  root_id bigint references comments (id),
  reply_to_id bigint references comments (id),
  reply_to_user_id bigint references users (id),
  body text not null,
  -- Evaluations (POI, product, activity) are comments with a score.
  score smallint check (score between 1 and 5),
  praise_count integer not null default 0,
  reply_count integer not null default 0,
  status text not null default 'published' check (status in ('published', 'deleted')),
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);
create index comments_target on comments (target_type, target_id, created_at desc, id desc)
  where status = 'published' and root_id is null;
create index comments_thread on comments (root_id, created_at, id) where status = 'published';
create index comments_author on comments (author_id);

create index likes_user_recent on likes (user_id, target_type, created_at desc, target_id desc);
create index collections_user_recent on collections (user_id, item_type, created_at desc, item_id desc);
create index collections_item on collections (item_type, item_id);
create index follows_follower_recent on follows (follower_id, created_at desc);
create index follows_followee_recent on follows (followee_id, created_at desc);

-- Notices: likes, comments and replies, new followers, system. Written when the event happens.
create table notices (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  kind text not null check (kind in ('like', 'comment', 'follow', 'system')),
  actor_id bigint references users (id) on delete cascade,
  target_type text not null default '',
  target_id bigint,
  comment_id bigint,
  title text not null default '',
  excerpt text not null default '',
  read_at timestamptz,
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);
create index notices_user_kind on notices (user_id, kind, created_at desc, id desc);
create index notices_unread on notices (user_id, kind) where read_at is null;

-- Follows are written by the identity module; the follower notice is written here so every path that
-- creates a follow tells the person followed.
create function notify_new_follower() returns trigger language plpgsql as $$
begin
  insert into notices (user_id, kind, actor_id, target_type, target_id)
  values (new.followee_id, 'follow', new.follower_id, 'user', new.follower_id);
  return new;
end $$;
create trigger follows_notice after insert on follows for each row execute function notify_new_follower();

-- Roles shown by master/queryUserRoles; 'moderator' may delete any comment.
create table community_roles (
  user_id bigint not null references users (id) on delete cascade,
  role text not null check (role in ('creator', 'talent', 'moderator')),
  granted_at timestamptz not null default now(),
  primary key (user_id, role)
);

create table talents (
  user_id bigint primary key references users (id) on delete cascade,
  title text not null default '',
  intro text not null default '',
  category text not null default '',
  sort integer not null default 0,
  created_at timestamptz not null default now()
);

create table shares (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  target_type text not null,
  target_id bigint not null,
  channel text not null default '',
  created_at timestamptz not null default now()
);
create index shares_user on shares (user_id, created_at desc, id desc);

create table share_configs (
  key text primary key,
  title text not null,
  description text not null default '',
  image_url text not null default '',
  link text not null default ''
);

create table content_categories (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('main', 'diy')),
  name text not null,
  icon_url text not null default '',
  sort integer not null default 0
);

-- Brand adverts per page slot; channel '' shows on every channel, otherwise a store id or source key.
create table brand_adverts (
  id bigint generated always as identity primary key,
  page_slot text not null,
  channel text not null default '',
  title text not null,
  image_url text not null,
  link_url text not null default '',
  sort integer not null default 0,
  starts_at timestamptz,
  ends_at timestamptz,
  is_active boolean not null default true
);
create index brand_adverts_slot on brand_adverts (page_slot, sort);

create table hot_words (
  id bigint generated always as identity primary key,
  word text not null unique,
  heat integer not null default 0,
  sort integer not null default 0
);

-- Polls on content; a vote is a row, counts are always counted from them.
create table content_polls (
  content_id bigint primary key references contents (id) on delete cascade,
  question text not null default '',
  options jsonb not null,
  multiple boolean not null default false,
  ends_at timestamptz
);
create table poll_votes (
  content_id bigint not null references content_polls (content_id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  option_index smallint not null,
  created_at timestamptz not null default now(),
  primary key (content_id, user_id, option_index)
);

-- Hotels an author linked to a content item, kept as the card they saw when publishing.
create table content_hotels (
  content_id bigint not null references contents (id) on delete cascade,
  hotel_id bigint not null,
  name text not null,
  image_url text not null default '',
  city text not null default '',
  price_cents integer,
  currency text not null default 'CNY',
  primary key (content_id, hotel_id)
);

create table publisher_contacts (
  user_id bigint primary key references users (id) on delete cascade,
  name text not null default '',
  mobile text not null default '',
  wechat text not null default '',
  updated_at timestamptz not null default now()
);

-- The content filter's words. Operators edit this table; the seed is a small starting list.
create table sensitive_words (
  id bigint generated always as identity primary key,
  word text not null unique,
  created_at timestamptz not null default now()
);
insert into sensitive_words (word) values
  ('赌博'), ('博彩'), ('六合彩'), ('网络赌场'), ('代开发票'), ('办假证'), ('假文凭'), ('枪支弹药'),
  ('毒品'), ('冰毒'), ('摇头丸'), ('迷药'), ('裸聊'), ('色情服务'), ('援交'), ('高利贷'), ('套现'),
  ('刷单'), ('传销'), ('洗钱'), ('私彩'), ('黑客攻击'), ('翻墙软件'), ('代孕');

-- The small club model the community shows (club/listByGuest); the clubs issue extends it.
create table clubs (
  id bigint generated always as identity primary key,
  name text not null,
  intro text not null default '',
  cover_url text,
  master_id bigint not null references users (id),
  member_count integer not null default 0,
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);
create table club_members (
  club_id bigint not null references clubs (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  role text not null default 'member' check (role in ('master', 'member')),
  joined_at timestamptz not null default now(),
  primary key (club_id, user_id)
);
create index club_members_user on club_members (user_id);
