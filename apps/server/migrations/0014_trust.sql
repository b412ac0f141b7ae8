-- Trust: reports (举报), moderation outcomes, one's own posts deleted or edited, and rewards that rest on what
-- earned them (docs/product/trust.md).

-- A content or comment the filter holds for review, or a moderator hides, is out of every list until restored.
alter table contents drop constraint contents_status_check;
alter table contents add constraint contents_status_check
  check (status in ('published', 'hidden', 'review', 'deleted'));
alter table comments drop constraint comments_status_check;
alter table comments add constraint comments_status_check
  check (status in ('published', 'hidden', 'review', 'deleted'));

-- When the author last edited the post (pvt/update); null for one never edited.
alter table contents add column edited_at timestamptz;

-- A user's standing: muted until a date (cannot publish, comment or review), banned (cannot sign in), and trusted as
-- a reporter (one report hides a target pending review). Kept on the identity area's users row.
alter table users
  add column muted_until timestamptz,
  add column banned_at timestamptz,
  add column trusted_reporter boolean not null default false;

create table reports (
  id bigint generated always as identity primary key,
  reporter_id bigint not null references users (id) on delete cascade,
  target_type text not null check (target_type in ('content', 'comment', 'user', 'activity', 'review')),
  target_id bigint not null,
  reason text not null,
  body text not null default '',
  images jsonb not null default '[]'::jsonb,
  state text not null default 'open' check (state in ('open', 'closed')),
  -- What became of it, in words the reporter is shown ('' while open).
  outcome text not null default '',
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  -- One report per user per target, also under parallel duplicates.
  unique (reporter_id, target_type, target_id)
);
create index reports_target on reports (target_type, target_id) where state = 'open';
create index reports_reporter on reports (reporter_id, created_at desc, id desc);

-- The moderation state of a target as a moderator (or the report threshold) left it: what restore brings back.
create table moderation_states (
  target_type text not null check (target_type in ('content', 'comment', 'user', 'activity', 'review')),
  target_id bigint not null,
  state text not null,
  -- The target's own status before it was hidden or deleted (an activity's 'online', a content's 'review').
  previous_status text not null default '',
  reason text not null default '',
  operator_id bigint,
  updated_at timestamptz not null default now(),
  primary key (target_type, target_id)
);

-- A reversal may take a balance to zero, never below: what it could not take back is recorded here.
alter table points_txns
  add column shortfall_coin integer not null default 0,
  add column shortfall_exp integer not null default 0;
