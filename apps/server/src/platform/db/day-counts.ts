import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

// The console's dashboard counts each figure by day in China; each owning area asks this of its own table
// (docs/architecture.md, "Who owns which table").

/** 'YYYY-MM-DD' in Asia/Shanghai → how many rows of `table` have `column` on that day, from `since` on. */
export type DayCounts = Map<string, number>;

export async function countByChinaDay(
  db: Kysely<DB>,
  table: keyof DB & string,
  column: string,
  since: Date,
): Promise<DayCounts> {
  const { rows } = await sql<{ day: string; n: number | string }>`
    select to_char(${sql.ref(column)} at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, count(*) as n
    from ${sql.table(table)}
    where ${sql.ref(column)} >= ${since}
    group by 1`.execute(db);
  return new Map(rows.map((r) => [String(r.day), Number(r.n)]));
}
