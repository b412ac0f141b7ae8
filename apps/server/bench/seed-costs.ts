import { sql } from 'kysely';
import type { Database } from '../src/platform/db/database.ts';

/**
 * The targets of the write and read costs, each in a big and a small form, seeded set-based (generate_series) so a
 * million rows take seconds, not a million requests:
 * - posts `like_big` (`rows` likes, one per seeded user) and `like_small` (none);
 * - posts `comment_big` (`rows / 10` comments) and `comment_small` (none);
 * - POIs `bench big poi` (`rows` want-to-go, one per seeded user) and `bench small poi` (none);
 * - topics `bench big topic` (`rows` posts, in subclass bench-big), `bench small topic` (10 posts, in bench-small)
 *   and `bench empty topic` (none);
 * - users `cost_fbig` (followed by every seeded user) and `cost_fsmall` (by 10);
 * - the actors `cost_liker`, `cost_commenter`, `cost_publisher` and `cost_reader`.
 * Triggers that would move one counter a million times are off while the rows go in; the counters are then set
 * from the rows once, to what the triggers and the API keep (the bench checks them again after its writes).
 */
export async function seedCosts(database: Database, rows: number, say: (line: string) => void) {
  const n = Math.floor(rows);
  const comments = Math.floor(n / 10);
  const step = async (what: string, script: string) => {
    const started = Date.now();
    await database.runScript(script);
    say(`bench: ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await step(
    `${n.toLocaleString('en')} users`,
    `
    insert into users (user_code, nickname, open_id)
      select code, code, code from unnest(array['cost_author', 'cost_fbig', 'cost_fsmall', 'cost_liker',
        'cost_commenter', 'cost_publisher', 'cost_reader']) code;
    -- Each follows cost_fbig, the first 10 cost_fsmall too (the follows step): their counts go in with them, as
    -- updating a million rows afterwards takes minutes.
    insert into users (user_code, nickname, open_id, following_count)
      select 'cost' || g, '旅行者' || g, 'cost-open-' || g, case when g <= 10 then 2 else 1 end
      from generate_series(1, ${n}) g;
    insert into topic_subclasses (class_name, sort) values ('bench-big', 1000), ('bench-small', 1001);
    insert into topics (title, subclass_id) values
      ('bench big topic', (select id from topic_subclasses where class_name = 'bench-big')),
      ('bench small topic', (select id from topic_subclasses where class_name = 'bench-small')),
      ('bench empty topic', null);
    insert into contents (author_id, type, body)
      select (select id from users where user_code = 'cost_author'), 'dynamic', v
      from unnest(array['like_big', 'like_small', 'comment_big', 'comment_small']) v;`,
  );
  // The seeded users' ids run on without a gap from cost1's (one insert, one sequence): later rows name them by it.
  const span = await sql<{ low: number; high: number; last: number }>`
    select min(id) as low, max(id) as high, (select id from users where user_code = ${`cost${n}`}) as last
    from users where open_id like 'cost-open-%'`.execute(database.db);
  const ids = span.rows[0]!;
  if (ids.high - ids.low + 1 !== n || ids.last !== ids.high) throw new Error('the seeded users are not contiguous');
  const first = `(select id from users where user_code = 'cost1')`;
  const post = (body: string) =>
    `(select id from contents where body = '${body}' and author_id = (select id from users where user_code = 'cost_author'))`;
  await step(
    `${n.toLocaleString('en')} likes`,
    `
    insert into likes (user_id, target_type, target_id)
      select ${first} + g - 1, 'content', ${post('like_big')} from generate_series(1, ${n}) g;
    update contents set like_count = ${n} where id = ${post('like_big')};`,
  );
  await step(
    `${comments.toLocaleString('en')} comments`,
    `
    insert into comments (target_type, target_id, author_id, body, created_at)
      select 'content', ${post('comment_big')}, ${first} + g - 1, '评论 ' || g, now() - make_interval(secs => g)
      from generate_series(1, ${comments}) g;
    update contents set comment_count = ${comments} where id = ${post('comment_big')};`,
  );
  await step(
    `${n.toLocaleString('en')} want-to-go on one POI`,
    `
    insert into pois (destination_id, name, lat, lng) values (0, 'bench big poi', 30.25, 120.15),
      (0, 'bench small poi', 30.25, 120.15);
    alter table likes disable trigger likes_target_count_in;
    insert into likes (user_id, target_type, target_id)
      select ${first} + g - 1, 'poi', (select id from pois where name = 'bench big poi') from generate_series(1, ${n}) g;
    alter table likes enable trigger likes_target_count_in;
    insert into target_counts (target_type, target_id, like_count)
      select 'poi', id, ${n} from pois where name = 'bench big poi';`,
  );
  const topic = (title: string) => `(select id from topics where title = '${title}')`;
  await step(
    `${n.toLocaleString('en')} posts in one topic`,
    `
    alter table contents disable trigger contents_count;
    insert into contents (author_id, type, body, topic_id, like_count, created_at)
      select ${first} + g % 1000, 'dynamic', '话题里的第 ' || g || ' 条', ${topic('bench big topic')}, g % 5,
             now() - make_interval(secs => g)
      from generate_series(1, ${n}) g;
    insert into contents (author_id, type, body, topic_id, like_count, created_at)
      select ${first} + g, 'dynamic', '小话题里的第 ' || g || ' 条', ${topic('bench small topic')}, g % 5,
             now() - make_interval(secs => g)
      from generate_series(1, 10) g;
    -- Their search documents go in with them: the server's search re-index would otherwise cut a million texts
    -- behind the bench's back (and hold its shutdown until done).
    insert into search_documents (kind, ref_id, author_id, tokens, norm)
      select 'content', id, author_id, case when body like '小%' then '小 话题' else '话题' end, body
      from contents where topic_id in (select id from topics where title like 'bench % topic');
    alter table contents enable trigger contents_count;
    update users u set content_count = u.content_count + p.n
      from (select author_id, count(*)::int n from contents where topic_id in
              (select id from topics where title like 'bench % topic') group by author_id) p
      where u.id = p.author_id;
    insert into topic_authors (topic_id, author_id, content_count, last_at)
      select topic_id, author_id, count(*), max(created_at) from contents
      where topic_id in (select id from topics where title like 'bench % topic') group by topic_id, author_id;
    update topics t set
      content_count = (select count(*) from contents where topic_id = t.id and status = 'published'),
      participant_count = (select count(*) from topic_authors where topic_id = t.id),
      like_count = (select coalesce(sum(like_count), 0) from contents where topic_id = t.id and status = 'published')
      where t.title like 'bench % topic';`,
  );
  await step(
    `${n.toLocaleString('en')} follows`,
    `
    alter table follows disable trigger follows_count;
    insert into follows (follower_id, followee_id)
      select ${first} + g - 1, (select id from users where user_code = 'cost_fbig') from generate_series(1, ${n}) g;
    insert into follows (follower_id, followee_id)
      select ${first} + g - 1, (select id from users where user_code = 'cost_fsmall') from generate_series(1, 10) g;
    alter table follows enable trigger follows_count;
    update users u set follower_count = (select count(*) from follows where followee_id = u.id)
      where user_code in ('cost_fbig', 'cost_fsmall');`,
  );
  await step('analyze', 'analyze');
}
