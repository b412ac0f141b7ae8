/** Rows under their initial letter, A to Z, anything else under '#' at the end; each group keeps the given order. */
export function groupByLetter<T extends { firstLetter: string }>(rows: readonly T[]): { letter: string; rows: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const first = row.firstLetter.trim().charAt(0).toUpperCase();
    const letter = first >= 'A' && first <= 'Z' ? first : '#';
    const group = groups.get(letter);
    if (group) group.push(row);
    else groups.set(letter, [row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, rows: list }));
}

/** Where a picked destination goes: a path of our own from the address, else the destination's places. */
export function pickTarget(redirect: string | null, destinationId: number, fallback: string): string {
  const safe = redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.includes('\\');
  const base = safe ? redirect : fallback;
  const url = new URL(base, 'http://local');
  url.searchParams.set('destinationId', String(destinationId));
  return `${url.pathname}${url.search}`;
}
