import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Counting a user's rows in many time windows at once, in one query: the windows go in as a JSON list and each row of
// it is answered by the caller's subqueries, which see the window as `w.from_at` (inclusive) and `w.to_at`
// (exclusive). Growth's sign-ins and its list of qualifying actions are both counted this way.

type Db = Kysely<DB> | Transaction<DB>;

export interface Window {
  /** From (inclusive) and to (exclusive); null: unbounded. */
  from: Date | null;
  to: Date | null;
}

export interface WindowedCount {
  count: number;
  /** What `newest` answered for the window (a row's id), or null. */
  newest: number | null;
}

/**
 * For each window, in order: `count` (a scalar subquery counting rows in `w.from_at`..`w.to_at`) and, when given,
 * `newest` (a scalar subquery answering an id or null).
 */
export async function countInWindows(
  db: Db,
  windows: readonly Window[],
  count: RawBuilder<unknown>,
  newest?: RawBuilder<unknown>,
): Promise<WindowedCount[]> {
  if (windows.length === 0) return [];
  const asked = JSON.stringify(
    windows.map((w, i) => ({
      i,
      from_at: w.from ? w.from.toISOString() : '-infinity',
      to_at: w.to ? w.to.toISOString() : 'infinity',
    })),
  );
  const result = await sql<{ i: number; n: number | string; newest: number | string | null }>`
    select w.i, (${count})::int as n, (${newest ?? sql`select null::bigint`}) as newest
    from jsonb_to_recordset(${asked}::jsonb) as w(i int, from_at timestamptz, to_at timestamptz)
    order by w.i`.execute(db);
  return result.rows.map((r) => ({ count: Number(r.n), newest: r.newest === null ? null : Number(r.newest) }));
}
