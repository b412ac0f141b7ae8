-- Growth's list of qualifying actions (migration 0038) now also follows published dynamics, comments and sign-ups
-- holding a seat (docs/decisions/0019-growth-follows-events.md): community and activities publish each change.
-- What already stands goes in here, so an existing database counts as before; later events start after these rows.
insert into growth_qualifying_actions (user_id, kind, ref, at, stands)
select author_id, 'publish_dynamic', 'content:' || id, created_at, true
from contents where type = 'dynamic' and status = 'published'
on conflict do nothing;
insert into growth_qualifying_actions (user_id, kind, ref, at, stands)
select author_id, 'comment', 'comment:' || id, created_at, true
from comments where status = 'published'
on conflict do nothing;
insert into growth_qualifying_actions (user_id, kind, ref, at, stands)
select user_id, 'enrol_activity', 'enrolment:' || id, created_at, true
from activity_enrolments where status = 'enrolled'
on conflict do nothing;
