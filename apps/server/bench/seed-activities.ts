import { sql } from 'kysely';
import type { Database } from '../src/platform/db/database.ts';
import { copyCloneDocuments } from './seed-search-documents.ts';

/**
 * Grows the demo activities to `total` online activities by cloning them with start times spread over the past
 * month and the coming year, each with one ticket type, in batches so memory stays flat.
 */
export async function seedActivities(database: Database, total: number, say: (line: string) => void) {
  const { n: have } = await database.db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const { last } = await database.db
    .selectFrom('activities')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('last'))
    .executeTakeFirstOrThrow();
  const batch = 50_000;
  for (let from = have; from < total; from += batch) {
    const to = Math.min(total, from + batch);
    await sql`
      with d as (
        select row_number() over (order by id) - 1 as rn, user_id, title, intro, cover_url, classify_id, city, address,
               questions, tags
        from activities where is_demo and club_id is null
      ), ins as (
        insert into activities (user_id, status, title, intro, cover_url, classify_id, city, address, start_at, end_at,
                                questions, tags, view_count, is_demo, published_at)
        select d.user_id, 'online', d.title, d.intro, d.cover_url, d.classify_id, d.city, d.address,
               now() + make_interval(secs => (g % 395 - 30) * 86400 + (g * 37) % 86400),
               now() + make_interval(secs => (g % 395 - 30) * 86400 + (g * 37) % 86400 + 10800),
               d.questions, d.tags, g % 5000, true, now()
        from generate_series(${from + 1}::int, ${to}::int) g
        join d on d.rn = g % (select count(*) from d)
        returning id
      )
      insert into activity_tickets (activity_id, name, price, currency, capacity, taken)
      select id, '标准票', (id % 20) * 1000, 'CNY', 30, id % 31 from ins`.execute(database.db);
    say(`bench: ${to.toLocaleString('en')} activities`);
  }
  if (have < total) await copyCloneDocuments(database.db, 'activity', Number(last));
  await sql`analyze activities`.execute(database.db);
  await sql`analyze activity_tickets`.execute(database.db);
}
