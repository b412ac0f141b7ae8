-- The console's content and configuration (docs/product/console-content.md).

-- Review settings, kept by the community area: 'pre_moderation' true holds a new account's first post for a
-- moderator. One row per setting; a missing row is the default (off).
create table review_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

-- Why a post waits in status 'review': the filter held it, or its author's first post waited under pre-moderation.
alter table contents add column held_for text check (held_for in ('filter', 'firstPost'));
create index contents_held on contents (id desc) where status = 'review';

-- Members' applications to publish activities (the whitelist is activity_publishers). One pending at a time.
create table publisher_applications (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  reason text not null,
  state text not null default 'pending' check (state in ('pending', 'approved', 'declined')),
  answer text not null default '',
  operator_id bigint,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create unique index publisher_applications_one_pending on publisher_applications (user_id) where state = 'pending';
create index publisher_applications_user on publisher_applications (user_id, id desc);
create index publisher_applications_state on publisher_applications (state, id desc);

-- An activity the operators feature (null: not featured), and the reason it was taken down, if it was.
alter table activities add column featured_at timestamptz, add column taken_down_reason text not null default '';

-- A topic the operators hid is gone from the app's lists and search; its posts stay.
alter table topics add column hidden boolean not null default false;
