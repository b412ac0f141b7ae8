-- A topic's page shows the likes of all its posts and its latest participants; both were read from every post of the
-- topic on each view, so a topic of a million posts cost ~50 ms more than one of ten (docs/performance.md). Both are
-- now kept by the same trigger that keeps its participants (0009): topics.like_count moves with every published post's
-- like_count, and topic_authors.last_at is each participant's latest post in the topic, so the latest participants
-- are the first rows of an index.

alter table topics add column like_count bigint not null default 0;
alter table topic_authors add column last_at timestamptz not null default '-infinity';

update topic_authors ta set last_at = (select max(created_at) from contents
  where topic_id = ta.topic_id and author_id = ta.author_id and status = 'published');
update topics t set like_count = (select coalesce(sum(like_count), 0) from contents
  where topic_id = t.id and status = 'published');
create index topic_authors_recent on topic_authors (topic_id, last_at desc, author_id desc);

-- One published post more (d = 1) or less (d = -1) for an author, in a topic or none; `at` is the post's time and
-- `likes` its like count. The topic's row is written once, and only when something on it moves.
drop function count_post(bigint, bigint, integer);
create function count_post(author bigint, topic bigint, d integer, at timestamptz, likes integer)
  returns void language plpgsql as $$
declare
  n integer;
  latest timestamptz;
  p integer := 0;
begin
  update users set content_count = content_count + d where id = author;
  if topic is null then return; end if;
  insert into topic_authors as ta (topic_id, author_id, content_count, last_at) values (topic, author, d, at)
    on conflict (topic_id, author_id) do update set
      content_count = ta.content_count + d,
      last_at = case when d > 0 then greatest(ta.last_at, excluded.last_at) else ta.last_at end
    returning ta.content_count, ta.last_at into n, latest;
  if d > 0 and n = 1 then
    p := 1;
  elsif d < 0 and n = 0 then
    delete from topic_authors where topic_id = topic and author_id = author;
    p := -1;
  elsif d < 0 and latest <= at then
    -- The author's latest post here went: the one before it (the row is already gone or unpublished here).
    update topic_authors set last_at = coalesce((select max(created_at) from contents
        where topic_id = topic and author_id = author and status = 'published'), '-infinity')
      where topic_id = topic and author_id = author;
  end if;
  if p <> 0 or likes <> 0 then
    update topics set participant_count = participant_count + p, like_count = like_count + d * likes where id = topic;
  end if;
end $$;

create or replace function count_content() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'published' then
      perform count_post(new.author_id, new.topic_id, 1, new.created_at, new.like_count);
    end if;
  elsif tg_op = 'DELETE' then
    if old.status = 'published' then
      perform count_post(old.author_id, old.topic_id, -1, old.created_at, old.like_count);
    end if;
  elsif (old.status = 'published') is distinct from (new.status = 'published')
    or old.author_id <> new.author_id or old.topic_id is distinct from new.topic_id then
    if old.status = 'published' then
      perform count_post(old.author_id, old.topic_id, -1, old.created_at, old.like_count);
    end if;
    if new.status = 'published' then
      perform count_post(new.author_id, new.topic_id, 1, new.created_at, new.like_count);
    end if;
  elsif new.status = 'published' and new.topic_id is not null and new.like_count <> old.like_count then
    -- A like or unlike on a post of a topic: its topic's likes move by the same step, under the topic row's lock.
    update topics set like_count = like_count + (new.like_count - old.like_count) where id = new.topic_id;
  end if;
  return null;
end $$;

drop trigger contents_count on contents;
create trigger contents_count after insert or delete or update of status, author_id, topic_id, like_count on contents
  for each row execute function count_content();
