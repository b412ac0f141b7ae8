import { sql } from 'kysely';
import type { Database } from '../src/platform/db/database.ts';
import { copyCloneDocuments } from './seed-search-documents.ts';

/**
 * Grows the demo feed to `total` dynamics by cloning the demo dynamics with spread-out times and scores,
 * in batches so memory stays flat (PGlite keeps a batch in memory).
 */
export async function seedFeed(database: Database, total: number, say: (line: string) => void) {
  const { n: have } = await database.db
    .selectFrom('contents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const batch = 50_000;
  // The per-row counting trigger (migration 0009) would update the same 30 authors a million times: the seed turns
  // it off and counts once at the end, leaving the same counts the trigger would.
  if (have < total) await sql`alter table contents disable trigger contents_count`.execute(database.db);
  const { last } = await database.db
    .selectFrom('contents')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('last'))
    .executeTakeFirstOrThrow();
  for (let from = have; from < total; from += batch) {
    const to = Math.min(total, from + batch);
    await sql`
      with d as (
        select row_number() over (order by id) - 1 as rn, title, body, images, topic_id, place_name
        from contents where is_demo and type = 'dynamic' and id <= 160
      ), u as (select array_agg(id order by id) as ids from users where is_demo)
      insert into contents (author_id, type, title, body, images, topic_id, place_name, like_count, created_at,
                            is_demo)
      select u.ids[1 + (g % array_length(u.ids, 1))], 'dynamic', d.title, d.body, d.images, d.topic_id, d.place_name,
             (g::bigint * 7) % 50, now() - make_interval(secs => g * 13), true
      from generate_series(${from + 1}::int, ${to}::int) g
      cross join u
      join d on d.rn = g % (select count(*) from d)`.execute(database.db);
    if (to % 200_000 === 0 || to === total) say(`bench: ${to.toLocaleString('en')} dynamics`);
  }
  if (have < total) {
    await sql`alter table contents enable trigger contents_count`.execute(database.db);
    await recountPosts(database);
    await copyCloneDocuments(database.db, 'content', Number(last));
    say(`bench: search documents of the cloned dynamics`);
  }
  await sql`analyze contents`.execute(database.db);
}

/** Posts per author, participants and likes per topic counted from the rows (what migrations 0009 and 0010 backfill). */
async function recountPosts(database: Database) {
  await database.runScript(`
    update users u set content_count = (select count(*) from contents where author_id = u.id and status = 'published');
    delete from topic_authors;
    insert into topic_authors (topic_id, author_id, content_count, last_at)
      select topic_id, author_id, count(*), max(created_at) from contents
      where status = 'published' and topic_id is not null group by topic_id, author_id;
    update topics t set participant_count = (select count(*) from topic_authors where topic_id = t.id),
      like_count = (select coalesce(sum(like_count), 0) from contents where topic_id = t.id and status = 'published');`);
}
