/**
 * A timestamptz PostgreSQL wrote as text (`created_at::text`, kept as text for a keyset cursor's full microseconds)
 * as the ISO 8601 instant every answer carries (`2026-11-28T21:12:04.399Z`).
 *
 * `new Date(text).toISOString()` gives the same string, but V8 reads PostgreSQL's format (a space, `+00`) with its
 * slow fallback parser: 0.5 µs a value, 20 µs of a comment page's 21 rows and their replies, where the page's whole
 * mapping was ~70 µs (CPU profile, docs/performance.md). A UTC session's text (`YYYY-MM-DD HH:MM:SS[.ffffff]+00`) is
 * rearranged instead, its fraction cut to milliseconds as Date does; any other text (another offset, a year past
 * 9999, BC) takes the Date path.
 */
export function isoFromPgText(text: string): string {
  const n = text.length;
  if (isUtcText(text, n)) {
    const fraction = n > 22 ? text.slice(20, n - 3) : '';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${(fraction + '000').slice(0, 3)}Z`;
  }
  return new Date(text).toISOString();
}

/**
 * The Date of a timestamptz PostgreSQL wrote as text in a UTC session, or undefined for any other text (another
 * offset, a year before 1000 or past 9999, BC, infinity), which the caller leaves to the driver's own parser. It is the
 * driver's timestamptz parser (database.ts): postgres-date reads every value with a regular expression and parseFloat,
 * 0.7 µs a value and about a twentieth of a card list's CPU (docs/performance.md); this reads fixed positions. The
 * fraction is cut to milliseconds as Date keeps them.
 */
export function dateFromPgText(text: string): Date | undefined {
  const n = text.length;
  if (!isUtcText(text, n) || text.charCodeAt(0) === 48) return undefined;
  return new Date(
    Date.UTC(
      digits(text, 0, 4),
      digits(text, 5, 7) - 1,
      digits(text, 8, 10),
      digits(text, 11, 13),
      digits(text, 14, 16),
      digits(text, 17, 19),
      n > 22 ? digits((text.slice(20, n - 3) + '00').slice(0, 3), 0, 3) : 0,
    ),
  );
}

/** 19 characters of date and time, an optional fraction of 1 to 6 digits, then "+00". */
const isUtcText = (text: string, n: number) =>
  n >= 22 && n <= 29 && n !== 23 && text.charCodeAt(10) === 32 && text.endsWith('+00') && isDigits(text, n);

/** The number the digits of text[from, to) write (isDigits has checked they are digits). */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

/** The fixed positions of `YYYY-MM-DD HH:MM:SS[.f…]` hold digits and separators where they should. */
function isDigits(text: string, n: number): boolean {
  for (let i = 0; i < n - 3; i++) {
    const c = text.charCodeAt(i);
    const want = i === 4 || i === 7 ? 45 : i === 10 ? 32 : i === 13 || i === 16 ? 58 : i === 19 ? 46 : -1;
    if (want === -1 ? c < 48 || c > 57 : c !== want) return false;
  }
  return true;
}

/** A time as every answer carries it (ISO 8601): a Date the driver made, or a text a query kept (`x::text`). */
export const isoOf = (time: Date | string): string =>
  typeof time === 'string' ? isoFromPgText(time) : time.toISOString();

/** isoOf, with null (a time not set) kept null. */
export const isoOrNull = (time: Date | string | null): string | null => (time === null ? null : isoOf(time));

/**
 * Rows whose time columns a query read as text (`x::text`, so the driver makes no Date of them), those columns made
 * ISO in place (a copy of each row would cost more than the rewrite); a missing row (a lookup that found nothing) is
 * passed over. Returns the rows it was given.
 */
export function isoTimesInPlace<T extends Record<K, string | null> | undefined, K extends string>(
  rows: T[],
  keys: readonly K[],
): T[] {
  for (const row of rows) {
    if (!row) continue;
    const times = row as Record<K, string | null>;
    for (const key of keys) times[key] = isoOrNull(times[key]);
  }
  return rows;
}
