-- Counts that lists and profiles show, kept on the rows they describe (docs/performance.md): a profile, a talent or user
-- list, user search and a topic's participants read a column instead of counting follows and contents per row, so
-- a user with a million followers or a topic with a million posts reads like one with ten.
--
-- Triggers move them, inside the writing transaction and under the counted row's lock (the UPDATE takes it), so
-- every path that writes follows or contents keeps them (the API, blocks ending follows, cascades, demo and test
-- rows) and concurrent writes never lose a step. The harness's C1 checks them against their rows.

alter table users
  add column follower_count integer not null default 0,
  add column following_count integer not null default 0,
  add column content_count integer not null default 0;

alter table topics add column participant_count integer not null default 0;

-- Published posts per author per topic: a topic's participants are its authors with at least one.
create table topic_authors (
  topic_id bigint not null references topics (id) on delete cascade,
  author_id bigint not null references users (id) on delete cascade,
  content_count integer not null,
  primary key (topic_id, author_id)
);

update users u set
  follower_count = (select count(*) from follows where followee_id = u.id),
  following_count = (select count(*) from follows where follower_id = u.id),
  content_count = (select count(*) from contents where author_id = u.id and status = 'published');
insert into topic_authors (topic_id, author_id, content_count)
  select topic_id, author_id, count(*) from contents
  where status = 'published' and topic_id is not null group by topic_id, author_id;
update topics t set participant_count = (select count(*) from topic_authors where topic_id = t.id);

-- Both users of a follow, the lower id first: two people following each other at once lock in the same order.
create function count_follow() returns trigger language plpgsql as $$
declare
  f bigint;
  e bigint;
  d integer;
begin
  if tg_op = 'INSERT' then f := new.follower_id; e := new.followee_id; d := 1;
  else f := old.follower_id; e := old.followee_id; d := -1;
  end if;
  if f < e then
    update users set following_count = following_count + d where id = f;
    update users set follower_count = follower_count + d where id = e;
  else
    update users set follower_count = follower_count + d where id = e;
    update users set following_count = following_count + d where id = f;
  end if;
  return null;
end $$;
create trigger follows_count after insert or delete on follows for each row execute function count_follow();

-- One published post more (d = 1) or less (d = -1) for an author, in a topic or none.
create function count_post(author bigint, topic bigint, d integer) returns void language plpgsql as $$
declare
  n integer;
begin
  update users set content_count = content_count + d where id = author;
  if topic is null then return; end if;
  insert into topic_authors as ta (topic_id, author_id, content_count) values (topic, author, d)
    on conflict (topic_id, author_id) do update set content_count = ta.content_count + d
    returning ta.content_count into n;
  if d > 0 and n = 1 then
    update topics set participant_count = participant_count + 1 where id = topic;
  elsif d < 0 and n = 0 then
    delete from topic_authors where topic_id = topic and author_id = author;
    update topics set participant_count = participant_count - 1 where id = topic;
  end if;
end $$;

create function count_content() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'published' then perform count_post(new.author_id, new.topic_id, 1); end if;
  elsif tg_op = 'DELETE' then
    if old.status = 'published' then perform count_post(old.author_id, old.topic_id, -1); end if;
  elsif (old.status = 'published') is distinct from (new.status = 'published')
    or old.author_id <> new.author_id or old.topic_id is distinct from new.topic_id then
    if old.status = 'published' then perform count_post(old.author_id, old.topic_id, -1); end if;
    if new.status = 'published' then perform count_post(new.author_id, new.topic_id, 1); end if;
  end if;
  return null;
end $$;
create trigger contents_count after insert or delete or update of status, author_id, topic_id on contents
  for each row execute function count_content();
