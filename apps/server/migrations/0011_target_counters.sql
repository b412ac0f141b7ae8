-- The last counts read from rows (docs/performance.md): the likes (want-to-go) of places, activities and products, the
-- comments and evaluations shown beside them, a topic's articles and a club's members. Each was a count(*) over rows
-- that grow without bound, on every detail view or, for clubs, on every join.
--
-- Places, activities and products share one narrow row per target in target_counts rather than columns on their own
-- wide rows (search vectors, JSON): a like rewrites 40 bytes, not the POI. Triggers keep it, inside the writing
-- transaction and under that row's lock (the upsert takes it), so every path that writes likes or comments (the API,
-- a user's deletion cascading to their likes, demo rows) keeps it and concurrent writes never lose a step. The WHEN
-- clauses keep the triggers off likes and comments of community contents, the hot path, whose counters the services
-- move themselves (counter-repository.ts). The harness's C1 checks every one against its rows.

create table target_counts (
  target_type text not null check (target_type in ('activity', 'poi', 'product')),
  target_id bigint not null,
  -- Likes (on a POI: want-to-go).
  like_count integer not null default 0,
  -- Published comments, replies included (what a detail page shows beside the like count).
  comment_count integer not null default 0,
  -- Evaluations (published top-level comments with a score) by score: their count and average come from these.
  score_1 integer not null default 0,
  score_2 integer not null default 0,
  score_3 integer not null default 0,
  score_4 integer not null default 0,
  score_5 integer not null default 0,
  primary key (target_type, target_id)
);

insert into target_counts (target_type, target_id, like_count)
  select target_type, target_id, count(*) from likes
  where target_type in ('activity', 'poi', 'product') group by target_type, target_id;
insert into target_counts as t (target_type, target_id, comment_count, score_1, score_2, score_3, score_4, score_5)
  select target_type, target_id, count(*),
    count(*) filter (where root_id is null and score = 1),
    count(*) filter (where root_id is null and score = 2),
    count(*) filter (where root_id is null and score = 3),
    count(*) filter (where root_id is null and score = 4),
    count(*) filter (where root_id is null and score = 5)
  from comments where target_type in ('activity', 'poi', 'product') and status = 'published'
  group by target_type, target_id
  on conflict (target_type, target_id) do update set
    comment_count = excluded.comment_count, score_1 = excluded.score_1, score_2 = excluded.score_2,
    score_3 = excluded.score_3, score_4 = excluded.score_4, score_5 = excluded.score_5;

create function count_target_like() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into target_counts as t (target_type, target_id, like_count) values (new.target_type, new.target_id, 1)
      on conflict (target_type, target_id) do update set like_count = t.like_count + 1;
  else
    update target_counts set like_count = like_count - 1
      where target_type = old.target_type and target_id = old.target_id;
  end if;
  return null;
end $$;
create trigger likes_target_count_in after insert on likes
  for each row when (new.target_type in ('activity', 'poi', 'product')) execute function count_target_like();
create trigger likes_target_count_out after delete on likes
  for each row when (old.target_type in ('activity', 'poi', 'product')) execute function count_target_like();

-- One published comment more (d = 1) or less (d = -1) on a target; a top-level one with a score is an evaluation.
create function count_target_comment(tt text, tid bigint, d integer, root bigint, score smallint)
  returns void language plpgsql as $$
declare
  s smallint := case when root is null then score end;
begin
  insert into target_counts as t (target_type, target_id, comment_count, score_1, score_2, score_3, score_4, score_5)
    values (tt, tid, d,
      case when s = 1 then d else 0 end, case when s = 2 then d else 0 end, case when s = 3 then d else 0 end,
      case when s = 4 then d else 0 end, case when s = 5 then d else 0 end)
    on conflict (target_type, target_id) do update set
      comment_count = t.comment_count + d,
      score_1 = t.score_1 + excluded.score_1, score_2 = t.score_2 + excluded.score_2,
      score_3 = t.score_3 + excluded.score_3, score_4 = t.score_4 + excluded.score_4,
      score_5 = t.score_5 + excluded.score_5;
end $$;

create function count_target_comments() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.status = new.status and old.target_type = new.target_type
    and old.target_id = new.target_id and old.root_id is not distinct from new.root_id
    and old.score is not distinct from new.score then
    return null;
  end if;
  if tg_op <> 'INSERT' and old.status = 'published' and old.target_type <> 'content' then
    perform count_target_comment(old.target_type, old.target_id, -1, old.root_id, old.score);
  end if;
  if tg_op <> 'DELETE' and new.status = 'published' and new.target_type <> 'content' then
    perform count_target_comment(new.target_type, new.target_id, 1, new.root_id, new.score);
  end if;
  return null;
end $$;
create trigger comments_target_count_in after insert on comments
  for each row when (new.target_type <> 'content' and new.status = 'published')
  execute function count_target_comments();
create trigger comments_target_count_out after delete on comments
  for each row when (old.target_type <> 'content' and old.status = 'published')
  execute function count_target_comments();
create trigger comments_target_count_change after update of status, target_type, target_id, root_id, score on comments
  for each row when (old.target_type <> 'content' or new.target_type <> 'content')
  execute function count_target_comments();

-- A topic's published articles (its dynamics are the rest of content_count), for pub/contentTotal. The topic's row
-- is already locked by the same statement's contents_count trigger (0010), which fires first (triggers run in
-- name order).
alter table topics add column article_count integer not null default 0;
update topics t set article_count = (select count(*) from contents
  where topic_id = t.id and status = 'published' and type = 'article');

create function count_topic_article() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.status = new.status and old.type = new.type
    and old.topic_id is not distinct from new.topic_id then
    return null;
  end if;
  if tg_op <> 'INSERT' and old.status = 'published' and old.type = 'article' and old.topic_id is not null then
    update topics set article_count = article_count - 1 where id = old.topic_id;
  end if;
  if tg_op <> 'DELETE' and new.status = 'published' and new.type = 'article' and new.topic_id is not null then
    update topics set article_count = article_count + 1 where id = new.topic_id;
  end if;
  return null;
end $$;
create trigger contents_topic_articles_in after insert on contents
  for each row when (new.type = 'article') execute function count_topic_article();
create trigger contents_topic_articles_out after delete on contents
  for each row when (old.type = 'article') execute function count_topic_article();
create trigger contents_topic_articles_change after update of status, type, topic_id on contents
  for each row when (old.type = 'article' or new.type = 'article') execute function count_topic_article();
