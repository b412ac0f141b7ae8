-- Growth's own list of the qualifying actions its tasks count (docs/product/growth.md,
-- docs/decisions/0019-growth-follows-events.md), kept from the events the owning areas publish in the outbox
-- (decision 0018) instead of asking them for counts. One row per action; `stands` goes false when it is undone and
-- back to true when it is done again. `last_event` is the outbox id of the event that last set the row: an event
-- delivered again (at least once) or late is not applied twice.
create table growth_qualifying_actions (
  user_id bigint not null,
  kind text not null,
  ref text not null,
  at timestamptz not null,
  stands boolean not null,
  last_event bigint not null default 0,
  primary key (user_id, kind, ref)
);
create index growth_qualifying_actions_count on growth_qualifying_actions (user_id, kind, at) where stands;

-- What already stands of the kinds that follow events (likes and follows); later events start after these rows.
insert into growth_qualifying_actions (user_id, kind, ref, at, stands)
select user_id, 'like', target_type || ':' || target_id, created_at, true from likes;
insert into growth_qualifying_actions (user_id, kind, ref, at, stands)
select follower_id, 'follow', 'user:' || followee_id, created_at, true from follows;
