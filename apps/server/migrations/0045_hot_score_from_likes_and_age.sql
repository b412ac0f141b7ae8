-- The hot list's order (docs/product/community.md, "The hot list"): a post's score is the decades of its likes and
-- one, in steps of a twentieth, plus the weeks from 1970 to its publication, so ten times the likes rank a post with one
-- published a week later (travel posts stay worth reading for days; with a day, the list was the newest posts again
-- for any community whose posts have likes of one order). Two posts keep their order as time passes, so the score
-- needs no recomputing to age (the old score, likes over age to the power 1.5, aged only when a like rewrote it: a post
-- liked in its first hour stayed above every later post that had fewer likes, however old it grew).
--
-- The score is a stored generated column, one formula for every insert and update (a like, a takedown, the seeds).
-- Stepped, it stays the same for most likes of a popular post (a post with 1,000,000 likes moves a step every ~120,000
-- likes), so those updates change no indexed column and can be HOT: the row's new version stays on its page and no
-- index of the table's ten gains an entry while the row's lock is held (docs/performance.md, a hot post's likes).
create function content_hot_score(likes integer, published timestamptz) returns double precision
  language sql immutable parallel safe
  as $$ select floor(log(greatest(likes, 0)::double precision + 1) * 20) / 20
               + extract(epoch from published)::double precision / 604800 $$;

-- Room on each page for a row's next version (HOT needs it on the same page); the rewrite below applies it.
alter table contents set (fillfactor = 90);
alter table contents drop column hot_score;
alter table contents add column hot_score double precision not null
  generated always as (content_hot_score(like_count, created_at)) stored;
create index contents_hot on contents (hot_score desc, id desc) where status = 'published';
create index contents_type_hot on contents (type, hot_score desc, id desc) where status = 'published';
