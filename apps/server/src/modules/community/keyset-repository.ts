import { sql, type RawBuilder } from 'kysely';

// The SQL every keyset list shares; the cursor itself (encode, decode, cut a page) is in platform/db/keyset-cursor.ts.

/**
 * Rows past a keyset position, as one row comparison: `(sort, id) < (value, id)` is an index range, where the
 * equivalent `sort < v OR (sort = v AND id < i)` makes PostgreSQL walk every row before the position
 * (measured: 80 ms against 0.09 ms halfway down 100,000 rows).
 */
export function pastPosition(
  sortColumn: string,
  idColumn: string,
  value: RawBuilder<unknown> | number,
  id: number,
  direction: 'desc' | 'asc' = 'desc',
): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(sortColumn)}, ${sql.ref(idColumn)}) ${sql.raw(direction === 'desc' ? '<' : '>')} (${value}, ${id})`;
}

/** A cursor's time value, compared at full microsecond precision. */
export const cursorTime = (value: string) => sql<Date>`cast(${value} as timestamptz)`;
