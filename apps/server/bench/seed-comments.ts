import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/platform/db/database.ts';
import type { DB } from '../src/platform/db/schema.ts';

/** The post the bench's comments go under: the oldest published dynamic (a demo one, there before the seed). */
export async function commentedPost(db: Kysely<DB>): Promise<number> {
  const post = await sql<{ id: number }>`
    select min(id) as id from contents where status = 'published' and type = 'dynamic'`.execute(db);
  return Number(post.rows[0]!.id);
}

/** `count` top-level comments under commentedPost by the demo authors in turn, a second apart; its count kept. */
export async function seedComments(database: Database, count: number, say: (line: string) => void) {
  const post = await commentedPost(database.db);
  await sql`
    with u as (select array_agg(id order by id) as ids from users where is_demo)
    insert into comments (target_type, target_id, author_id, body, created_at)
    select 'content', ${post}, u.ids[1 + (g % array_length(u.ids, 1))], '基准评论 ' || g,
           now() - make_interval(secs => g)
    from generate_series(1, ${count}::int) g cross join u`.execute(database.db);
  await sql`
    update contents set comment_count = (select count(*) from comments
      where target_type = 'content' and target_id = ${post} and status = 'published')
    where id = ${post}`.execute(database.db);
  await sql`analyze comments`.execute(database.db);
  say(`bench: ${count.toLocaleString('en')} comments under post ${post}`);
}
