import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/platform/db/database.ts';
import type { DB } from '../src/platform/db/schema.ts';
import { seedActivities } from './seed-activities.ts';
import { seedFeed } from './seed-feed.ts';

/** The member whose lists the lists bench reads: they follow half the demo authors and hold a tenth of every list. */
export const LIST_VIEWER = 'lists_viewer';
/**
 * A member with little, as most members are: they follow two demo authors (the newest posts hold few of theirs, so the
 * following tab's look-ahead falls short for them and their page is asked author by author, following-look-ahead.ts,
 * the path LIST_VIEWER never takes), hold one coupon claim and have one sign-up. A plan PostgreSQL keeps for
 * LIST_VIEWER's lists need not be one it keeps for them (decision 0013).
 */
export const LITTLE_VIEWER = 'lists_little_viewer';

/**
 * The lists bench's rows, set-based (generate_series) like seed-feed.ts, at `rows` per list:
 * - `rows` dynamics (seedFeed: the newest, hot, following, topic and search lists read them), the viewer following
 *   every other demo author (through the API's own triggers: counts and follow notices as the app keeps them);
 * - `rows` notices, a tenth of them the viewer's (all four kinds, a third unread), the rest the demo authors';
 * - `rows` coupon claims over `rows / 10` coupons (at least 100; half used at an online POI, so 我的券 names it), a
 *   tenth of them the viewer's, one of each coupon (as a limit of one a person allows), the rest the demo authors';
 *   each coupon's claimed_count set from its rows;
 * - `rows / 10` activities (seedActivities, at least 100) and `rows` sign-ups, every tenth the viewer's, one on each
 *   activity (every seventh of theirs cancelled, so not live), the rest the demo authors', none twice for one.
 */
export async function seedLists(database: Database, rows: number, say: (line: string) => void) {
  const n = Math.floor(rows);
  const step = async (what: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    say(`bench: ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await seedFeed(database, n, say);
  const db = database.db;
  await step('the viewer and their follows', async () => {
    await sql`insert into users (user_code, nickname, open_id) values (${LIST_VIEWER}, ${LIST_VIEWER}, ${LIST_VIEWER})`.execute(
      db,
    );
    await sql`
      insert into follows (follower_id, followee_id)
      select (select id from users where user_code = ${LIST_VIEWER}), id from users where is_demo and id % 2 = 0`.execute(
      db,
    );
  });
  const viewer = sql`(select id from users where user_code = ${LIST_VIEWER})`;
  const demo = sql`(select array_agg(id order by id) as ids, count(*)::int as n from users where is_demo)`;
  await step(`${n.toLocaleString('en')} notices`, () =>
    sql`
      insert into notices (user_id, kind, actor_id, target_type, target_id, title, excerpt, read_at, created_at)
      select case when g % 10 = 0 then v.id else u.ids[1 + (g / 10) % u.n] end,
             (array['like', 'comment', 'follow', 'system'])[1 + g % 4],
             case when g % 4 = 3 then null else u.ids[1 + g % u.n] end,
             (array['content', 'content', 'user', ''])[1 + g % 4],
             case when g % 4 = 3 then null else g end,
             (array['赞了你的动态', '评论了你的动态', '关注了你', '系统通知'])[1 + g % 4],
             '基准通知 ' || g,
             case when g % 3 = 0 then null else now() end,
             now() - make_interval(secs => (${n}::int - g) * 7)
      from generate_series(1, ${n}::int) g cross join ${demo} u cross join (select ${viewer} as id) v`.execute(db),
  );
  const coupons = Math.max(100, Math.ceil(n / 10));
  await step(`${coupons.toLocaleString('en')} coupons, ${n.toLocaleString('en')} claims`, async () => {
    await sql`
      insert into coupons (kind, title, discount_amount, total_stock, claimed_count, per_user_limit, starts_at, ends_at,
                           poi_id)
      select 'marketing', '基准券 ' || g, 100 + g % 900, ${n}::int, 0, 1, now() - interval '1 day',
             now() + make_interval(days => 30 + g % 60),
             case when g % 2 = 0 then (select min(id) from pois where status = 'online') end
      from generate_series(1, ${coupons}::int) g`.execute(db);
    await sql`
      with c as (select array_agg(id order by id) as ids from coupons where title like '基准券 %')
      insert into coupon_claims (coupon_id, user_id, seq, claimed_at)
      select case when g % 10 = 0 then c.ids[g / 10] else c.ids[1 + (g / u.n) % ${coupons}::int] end,
             case when g % 10 = 0 then v.id else u.ids[1 + g % u.n] end, 1,
             now() - make_interval(secs => (${n}::int - g) * 11)
      from generate_series(1, ${n}::int) g cross join c cross join ${demo} u cross join (select ${viewer} as id) v
      on conflict do nothing`.execute(db);
    await sql`
      update coupons k set claimed_count = (select count(*) from coupon_claims m where m.coupon_id = k.id)
      where title like '基准券 %'`.execute(db);
  });
  const activities = Math.max(100, Math.floor(n / 10));
  await seedActivities(database, activities, say);
  await step(`${n.toLocaleString('en')} sign-ups`, () =>
    sql`
      with a as (
        select array_agg(a.id order by a.id) as ids, array_agg(t.id order by a.id) as tickets, count(*)::int as n
        from activities a
        join lateral (select id from activity_tickets where activity_id = a.id order by id limit 1) t on true
        where a.status = 'online' and a.club_id is null
      )
      insert into activity_enrolments (activity_id, user_id, ticket_id, status, code, created_at)
      select a.ids[case when g % 10 = 0 then 1 + (g / 10 - 1) % a.n else 1 + (g / u.n) % a.n end],
             case when g % 10 = 0 then v.id else u.ids[1 + g % u.n] end,
             a.tickets[case when g % 10 = 0 then 1 + (g / 10 - 1) % a.n else 1 + (g / u.n) % a.n end],
             case when g % 70 = 0 then 'cancelled' else 'enrolled' end,
             'bench' || g, now() - make_interval(secs => (${n}::int - g) * 5)
      from generate_series(1, ${n}::int) g cross join a cross join ${demo} u cross join (select ${viewer} as id) v
      on conflict do nothing`.execute(db),
  );
  for (const table of ['notices', 'coupons', 'coupon_claims', 'activity_enrolments', 'follows', 'users'])
    await sql`analyze ${sql.table(table)}`.execute(db);
}

/**
 * The member with little (LITTLE_VIEWER), their two follows (demo authors who have posts), their claim and their
 * sign-up, made if missing: on every run, so a database seeded before they existed (BENCH_REUSE) has them too.
 */
async function littleViewer(db: Kysely<DB>): Promise<number> {
  await sql`insert into users (user_code, nickname, open_id) values (${LITTLE_VIEWER}, ${LITTLE_VIEWER}, ${LITTLE_VIEWER})
            on conflict do nothing`.execute(db);
  const viewer = await db
    .selectFrom('users')
    .select('id')
    .where('user_code', '=', LITTLE_VIEWER)
    .executeTakeFirstOrThrow();
  await sql`
    insert into follows (follower_id, followee_id)
    select ${viewer.id}, u.id from users u
    where u.is_demo and u.id % 3 = 0 and exists (select 1 from contents c where c.author_id = u.id)
    order by u.id limit 2
    on conflict do nothing`.execute(db);
  // Each with its counter moved, as the app keeps them (a seat on a ticket with one to spare).
  await sql`
    with k as (
      insert into coupon_claims (coupon_id, user_id, seq)
      select id, ${viewer.id}, 1 from coupons where title like '基准券 %' order by id limit 1
      on conflict do nothing returning coupon_id)
    update coupons set claimed_count = claimed_count + 1 where id in (select coupon_id from k)`.execute(db);
  await sql`
    with e as (
      insert into activity_enrolments (activity_id, user_id, ticket_id, status, code)
      select t.activity_id, ${viewer.id}, t.id, 'enrolled', 'bench-little' from activity_tickets t
      join activities a on a.id = t.activity_id
      where a.status = 'online' and a.club_id is null and t.taken < t.capacity
      order by t.id limit 1
      on conflict do nothing returning ticket_id)
    update activity_tickets set taken = taken + 1 where id in (select ticket_id from e)`.execute(db);
  return viewer.id;
}

/**
 * The lists bench's targets in a seeded database: the viewer, the member with little, the topic with most posts, and a
 * search keyword.
 */
export async function listTargets(db: Kysely<DB>) {
  const viewer = await db
    .selectFrom('users')
    .select('id')
    .where('user_code', '=', LIST_VIEWER)
    .executeTakeFirstOrThrow();
  const little = await littleViewer(db);
  const topic = await sql<{ topic_id: number; n: number }>`
    select topic_id, count(*)::int as n from contents where status = 'published' and topic_id is not null
    group by topic_id order by n desc, topic_id limit 1`.execute(db);
  // A word of a few of the demo dynamics (each cloned over the feed), not the commonest: a search most people make
  // finds a share of the posts, not half of them.
  const word = await sql<{ t: string; n: number }>`
    select t, count(*)::int as n
    from search_documents d join contents c on c.id = d.ref_id, unnest(string_to_array(d.tokens, ' ')) t
    where d.kind = 'content' and c.is_demo and c.type = 'dynamic' and c.id <= 160 and char_length(t) >= 2
    group by t having count(*) between 2 and 5 order by n desc, t limit 1`.execute(db);
  return { viewer: viewer.id, littleViewer: little, topic: topic.rows[0]!.topic_id, keyword: word.rows[0]!.t };
}
