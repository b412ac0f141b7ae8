-- Published views (docs/decisions/0017-published-views.md): the columns an area lets other areas join in a
-- one-query list, read-only for everyone but their owner. Each is a plain projection of one table, so the planner
-- inlines it and a list joining it costs what joining the table did; and PostgreSQL refuses to drop or change a
-- column a view reads, so the owner's own migration fails on a column another area's list depends on.

-- Identity: a member as others see them in a list (an author, a liker, a follower, a club's member) and the counts
-- on a profile card. The phone, the password and the standing stay identity's alone.
create view user_cards as
  select id, user_code, nickname, avatar_url, bio, follower_count, following_count, content_count
  from users;

-- Media: files ready to be shown (a post's video); a pending or deleted upload is not in it.
create view ready_media as
  select id, public_id, storage_key, cover_key, format, duration_ms, width, height
  from media_files
  where status = 'ready';

-- Clubs: who belongs to which club, for the activity square's club-only filter.
create view club_memberships as
  select club_id, user_id
  from club_members;
