-- Notices (消息): the indexes the 消息 screen reads by, and the events written by triggers so that every path that
-- makes them tells someone (docs/product/notices.md). Likes, collects and comments are written by the community's
-- services through writeNotices.

-- Every kind together, newest first (the per-kind list reads notices_user_kind of 0004).
create index notices_user_recent on notices (user_id, created_at desc, id desc);
-- An undone like, collect or follow removes its notice (found by who did it and on what); the actor's foreign key
-- cascades through it too.
create index notices_actor on notices (actor_id, target_id) where actor_id is not null;

-- A new follower: the notice now carries its line, and an unfollow takes back the notice it made, so following and
-- unfollowing again and again does not ring again and again.
create or replace function notify_new_follower() returns trigger language plpgsql as $$
begin
  insert into notices (user_id, kind, actor_id, target_type, target_id, title)
  values (new.followee_id, 'follow', new.follower_id, 'user', new.follower_id, '关注了你');
  return new;
end $$;

create function withdraw_follow_notice() returns trigger language plpgsql as $$
begin
  delete from notices
  where actor_id = old.follower_id and target_id = old.follower_id and user_id = old.followee_id and kind = 'follow';
  return old;
end $$;
create trigger follows_notice_withdraw after delete on follows for each row execute function withdraw_follow_notice();

-- A reward paid into the points ledger (a task's reward, the daily sign-in and its mystery award, or any later
-- path that pays one) tells its owner what came in and why.
create function notify_reward() returns trigger language plpgsql as $$
begin
  insert into notices (user_id, kind, actor_id, target_type, title, excerpt)
  values (
    new.user_id, 'system', null, 'growth',
    '你获得了' || concat_ws('、',
      case when new.coin > 0 then new.coin || '无忧币' end,
      case when new.exp > 0 then new.exp || '成长值' end),
    left(new.reason, 60));
  return new;
end $$;
create trigger points_txns_notice after insert on points_txns
  for each row when (new.kind = 'reward' and (new.coin > 0 or new.exp > 0)) execute function notify_reward();

-- An activity someone is signed up for (enrolled, waiting, or holding a seat) changes under them before it ends:
-- cancelled (deleted), taken offline, moved in time or place. Times are written in Beijing time (no daylight saving).
create function notify_activity_change() returns trigger language plpgsql as $$
declare
  what text;
  moved boolean := new.start_at is distinct from old.start_at or new.end_at is distinct from old.end_at;
  placed boolean := new.city is distinct from old.city or new.address is distinct from old.address;
begin
  -- Drafts have nobody signed up; an activity that has ended is past changing for those who went.
  if old.status not in ('online', 'offline') or coalesce(old.end_at, old.start_at) < now() then return new; end if;
  if new.status = 'deleted' then
    what := '你报名的活动已取消';
  elsif new.status = 'offline' and old.status = 'online' then
    what := '你报名的活动已下架';
  elsif moved and new.start_at is not null then
    what := '活动时间改为' || to_char((new.start_at at time zone 'UTC') + interval '8 hours', 'FMMM月FMDD日 HH24:MI')
      || case when placed then '，地点改为' || new.city || new.address else '' end;
  elsif placed then
    what := '活动地点改为' || new.city || new.address;
  else
    return new;
  end if;
  insert into notices (user_id, kind, actor_id, target_type, target_id, title, excerpt)
  select e.user_id, 'system', null, 'activity', new.id, left(what, 120), left(new.title, 60)
  from activity_enrolments e
  where e.activity_id = new.id and e.status in ('enrolled', 'waitlisted', 'offered') and e.user_id <> new.user_id;
  return new;
end $$;
create trigger activities_notice after update of status, start_at, end_at, city, address on activities
  for each row
  when (old.status is distinct from new.status or old.start_at is distinct from new.start_at
    or old.end_at is distinct from new.end_at or old.city is distinct from new.city
    or old.address is distinct from new.address)
  execute function notify_activity_change();

-- A seat freed on a full activity is held for the first on its waitlist: they are told until when.
create function notify_waitlist_offer() returns trigger language plpgsql as $$
begin
  insert into notices (user_id, kind, actor_id, target_type, target_id, title, excerpt)
  select new.user_id, 'system', null, 'activity', new.activity_id,
    '候补到名额了！名额为你保留至'
      || to_char((new.hold_expires_at at time zone 'UTC') + interval '8 hours', 'FMMM月FMDD日 HH24:MI')
      || '，请及时确认报名',
    left(a.title, 60)
  from activities a where a.id = new.activity_id;
  return new;
end $$;
create trigger activity_enrolments_offer_notice after update of status on activity_enrolments
  for each row when (new.status = 'offered' and old.status is distinct from 'offered')
  execute function notify_waitlist_offer();
