-- Core tables: people, sessions, content and the platform's own bookkeeping.
-- Written for PostgreSQL 15 and PGlite (PostgreSQL 18) alike.

create table users (
  id bigint generated always as identity primary key,
  user_code text not null unique,
  country_code text not null default '86',
  mobile text,
  nickname text not null,
  avatar_url text,
  bio text not null default '',
  operator text not null default '',
  open_id text not null unique,
  password_hash text,
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index users_phone on users (country_code, mobile) where mobile is not null;

create table sessions (
  token_hash bytea primary key,
  user_id bigint not null references users (id) on delete cascade,
  channel text not null default '',
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id);

create table topics (
  id bigint generated always as identity primary key,
  title text not null,
  description text not null default '',
  cover_url text,
  subclass text not null default '',
  content_count integer not null default 0,
  follower_count integer not null default 0,
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);

create table contents (
  id bigint generated always as identity primary key,
  author_id bigint not null references users (id),
  type text not null check (type in ('dynamic', 'article')),
  title text not null default '',
  body text not null default '',
  images jsonb not null default '[]'::jsonb,
  video_id bigint,
  topic_id bigint references topics (id),
  poi_id bigint,
  destination_id bigint,
  like_count integer not null default 0,
  comment_count integer not null default 0,
  collect_count integer not null default 0,
  view_count integer not null default 0,
  hot_score double precision not null default 0,
  status text not null default 'published' check (status in ('published', 'hidden', 'deleted')),
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);
-- Keyset pages: newest first, hottest first, per topic and per author.
create index contents_new on contents (created_at desc, id desc) where status = 'published';
create index contents_hot on contents (hot_score desc, id desc) where status = 'published';
create index contents_topic_new on contents (topic_id, created_at desc, id desc) where status = 'published';
create index contents_author_new on contents (author_id, created_at desc, id desc) where status = 'published';

create table likes (
  user_id bigint not null references users (id) on delete cascade,
  target_type text not null,
  target_id bigint not null,
  created_at timestamptz not null default now(),
  primary key (user_id, target_type, target_id)
);
create index likes_target on likes (target_type, target_id);

create table collections (
  user_id bigint not null references users (id) on delete cascade,
  item_type text not null,
  item_id bigint not null,
  created_at timestamptz not null default now(),
  primary key (user_id, item_type, item_id)
);

create table follows (
  follower_id bigint not null references users (id) on delete cascade,
  followee_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, followee_id)
);
create index follows_followee on follows (followee_id);

create table media_files (
  id bigint generated always as identity primary key,
  owner_id bigint references users (id),
  kind text not null check (kind in ('image', 'video', 'file')),
  storage_key text not null unique,
  mime text not null,
  bytes integer not null,
  width integer,
  height integer,
  average_color text,
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);

-- Envelope replay guard: the same (app id, ts, body) is refused for 10 minutes on state-changing paths.
create table envelope_replays (
  app_id text not null,
  ts text not null,
  body_hash text not null,
  seen_at timestamptz not null default now(),
  primary key (app_id, ts, body_hash)
);
create index envelope_replays_seen on envelope_replays (seen_at);

create table track_events (
  id bigint generated always as identity primary key,
  event text not null,
  page text not null default '',
  params jsonb not null default '{}'::jsonb,
  visitor_id text not null default '',
  user_id bigint,
  created_at timestamptz not null default now()
);

create table error_reports (
  id bigint generated always as identity primary key,
  release text not null default '',
  environment text not null default '',
  message text not null,
  stack text not null default '',
  page text not null default '',
  user_agent text not null default '',
  created_at timestamptz not null default now()
);
