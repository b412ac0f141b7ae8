-- Activities and clubs: activities with ticket types and a question set, enrolments with a waitlist and holds,
-- check-in codes, the publishing whitelist, custom content blocks, invitation lists; clubs gain a DAO id.
-- Seats: activity_tickets.taken counts enrolled and offered (held) places and is changed only in the transaction
-- that changes the enrolment, under the ticket's row lock; the check keeps it within capacity whatever happens.

create table activity_classifys (
  id bigint generated always as identity primary key,
  name text not null unique,
  sort integer not null default 0
);

-- Who may publish (isPermissionActivityByToken): kept here, switched per user from /dev in development.
create table activity_publishers (
  user_id bigint primary key references users (id) on delete cascade,
  created_at timestamptz not null default now()
);

alter table clubs add column dao_id text unique;

create table activities (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  status text not null default 'draft' check (status in ('draft', 'online', 'offline', 'deleted')),
  title text not null default '',
  intro text not null default '',
  cover_url text,
  classify_id bigint references activity_classifys (id),
  city text not null default '',
  address text not null default '',
  destination_id bigint,
  latitude double precision,
  longitude double precision,
  start_at timestamptz,
  end_at timestamptz,
  enrol_start_at timestamptz,
  enrol_end_at timestamptz,
  invite_only boolean not null default false,
  club_id bigint references clubs (id),
  -- The publisher's question set: [{ id, type, title, required, options? }].
  questions jsonb not null default '[]',
  tags jsonb not null default '[]',
  view_count integer not null default 0,
  search_tokens text not null default '',
  search_norm text not null default '',
  search_vector tsvector generated always as (to_tsvector('simple'::regconfig, search_tokens)) stored,
  is_demo boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The square: online activities by the time they end (keyset on (coalesce(end_at, start_at), id)), so the
-- upcoming page starts at now() in the index instead of walking every activity that has already ended.
create index activities_square on activities ((coalesce(end_at, start_at)), id) where status = 'online';
create index activities_mine on activities (user_id, created_at desc, id desc) where status <> 'deleted';
create index activities_club on activities (club_id) where club_id is not null;
create index activities_search on activities using gin (search_vector);

create table activity_tickets (
  id bigint generated always as identity primary key,
  activity_id bigint not null references activities (id) on delete cascade,
  name text not null,
  price integer not null default 0 check (price >= 0),
  currency text not null default 'CNY' check (currency in ('CNY', 'WYB')),
  capacity integer not null check (capacity >= 0),
  taken integer not null default 0 check (taken >= 0 and taken <= capacity),
  sort integer not null default 0
);
create index activity_tickets_activity on activity_tickets (activity_id, sort, id);

create table activity_enrolments (
  id bigint generated always as identity primary key,
  activity_id bigint not null references activities (id),
  user_id bigint not null references users (id),
  ticket_id bigint not null references activity_tickets (id),
  -- offered: a freed seat held for this person until hold_expires_at; expired: the hold lapsed.
  status text not null check (status in ('enrolled', 'waitlisted', 'offered', 'cancelled', 'expired')),
  -- The check-in code: 10 characters of a 32-letter alphabet from a secure source (50 bits).
  code text not null unique,
  -- Personal answers (name, mobile, ID, passport, email) AES-256-GCM sealed; their masked form for everyone else.
  personal_enc text not null default '',
  personal_masked jsonb not null default '{}',
  -- Answers that identify nobody (gender, free text, choices).
  answers jsonb not null default '{}',
  has_name boolean not null default false,
  hold_expires_at timestamptz,
  checked_in_at timestamptz,
  checked_in_by bigint references users (id),
  cancelled_at timestamptz,
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);
-- One live enrolment per person per activity, whatever requests race.
create unique index activity_enrolments_live on activity_enrolments (activity_id, user_id)
  where status in ('enrolled', 'waitlisted', 'offered');
create index activity_enrolments_list on activity_enrolments (activity_id, id);
create index activity_enrolments_queue on activity_enrolments (ticket_id, id) where status = 'waitlisted';
create index activity_enrolments_holds on activity_enrolments (hold_expires_at) where status = 'offered';
create index activity_enrolments_user on activity_enrolments (user_id, id desc);
create index activity_enrolments_created on activity_enrolments (user_id, created_at);

create table activity_diy_contents (
  id bigint generated always as identity primary key,
  activity_id bigint not null references activities (id) on delete cascade,
  kind text not null check (kind in ('text', 'image')),
  title text not null default '',
  body text not null default '',
  image_url text,
  sort integer not null default 0,
  created_at timestamptz not null default now()
);
create index activity_diy_contents_activity on activity_diy_contents (activity_id, sort, id);

-- Invitation-only activities: the mobiles the publisher imported.
create table activity_invitations (
  activity_id bigint not null references activities (id) on delete cascade,
  mobile text not null,
  created_at timestamptz not null default now(),
  primary key (activity_id, mobile)
);

insert into activity_classifys (name, sort) values
  ('户外徒步', 1), ('城市漫步', 2), ('美食探店', 3), ('摄影采风', 4), ('亲子研学', 5), ('文化展览', 6), ('运动骑行', 7), ('露营自驾', 8);
