import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// The dashboard's calendar, as the database's clock says; its figures are asked of the areas that own them
// (dashboard-service.ts).

/** Midnight in China (Asia/Shanghai) `daysBack` days before today's, as the database's clock says. */
export async function chinaMidnight(db: Kysely<DB>, daysBack: number): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`
    select (date_trunc('day', now() at time zone 'Asia/Shanghai') - make_interval(days => ${daysBack}))
      at time zone 'Asia/Shanghai' as at
  `.execute(db);
  return new Date(rows[0]!.at);
}

/** Every day in China ('YYYY-MM-DD') from `since` (a midnight in China) to today, in order. */
export async function chinaDays(db: Kysely<DB>, since: Date): Promise<string[]> {
  const { rows } = await sql<{ day: string }>`
    select to_char(d, 'YYYY-MM-DD') as day
    from generate_series(
      date_trunc('day', ${since}::timestamptz at time zone 'Asia/Shanghai'),
      date_trunc('day', now() at time zone 'Asia/Shanghai'),
      interval '1 day') as d
    order by 1
  `.execute(db);
  return rows.map((r) => String(r.day));
}
