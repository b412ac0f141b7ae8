-- The outbox (docs/decisions/0018-outbox-and-search-area.md): events an area publishes in the same transaction as the
-- write they describe, so a crash loses none. Consumers (the search index, …) read them in id order and keep how far
-- each got in outbox_cursors; a consumer's handler runs at least once per event.
create table outbox_events (
  id bigserial primary key,
  topic text not null,
  payload jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create table outbox_cursors (
  consumer text primary key,
  last_id bigint not null default 0,
  updated_at timestamptz not null default now()
);
