/**
 * The rows of `ids` in the order of `ids`, each once, leaving out ids with no row: a query by ids answers in any order,
 * and a list ranked elsewhere (search) asks an owner for its cards by ids and must show them in its own order.
 */
export function inIdOrder<T extends { id: number | string | bigint }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
