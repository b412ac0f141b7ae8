-- Tickets cost what they say (docs/product/activity-tickets.md).
-- A ticket priced in 无忧币 is paid from the points ledger with the seat: the ledger gains spends and refunds.
alter table points_txns drop constraint points_txns_kind_check;
alter table points_txns add constraint points_txns_kind_check
  check (kind in ('reward', 'reversal', 'spend', 'refund'));

-- How a ticket priced in money is paid: at the door, or in the brand's app (as products are).
alter table activity_tickets add column pay_method text not null default 'onsite'
  check (pay_method in ('onsite', 'app'));

-- What the seat cost in 无忧币 when it was taken (0: nothing charged), and when that was given back. The charge and
-- the refund are ledger transactions with the event keys 'ticket:<enrolment id>' and 'ticket-refund:<enrolment id>',
-- unique per user, so a seat is charged once and refunded at most once whatever races.
alter table activity_enrolments add column paid_coin integer not null default 0 check (paid_coin >= 0);
alter table activity_enrolments add column refunded_at timestamptz;

-- Invitation spreadsheets are read off the request path: the upload waits here for the job queue, which reads it as
-- a stream and writes its progress on the same row for the organiser to poll.
create table activity_imports (
  id bigint generated always as identity primary key,
  activity_id bigint not null references activities (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  -- The upload itself, dropped once read.
  file bytea,
  rows_read integer not null default 0,
  imported integer not null default 0,
  total integer not null default 0,
  bad_count integer not null default 0,
  -- At most the first 100 bad rows: [{ row, value }].
  bad_rows jsonb not null default '[]',
  message text not null default '',
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index activity_imports_activity on activity_imports (activity_id, id desc);
