import { AppError } from '../http/app-error.ts';

/** An opaque keyset position: the sort value and the id of the last row of a page. */
export interface Position {
  value: string;
  id: number;
}

export const encodeCursor = (p: Position) => Buffer.from(`${p.value}|${p.id}`, 'utf8').toString('base64url');

export function decodeCursor(cursor: string | null | undefined): Position | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const bar = text.lastIndexOf('|');
  const id = Number(text.slice(bar + 1));
  const value = text.slice(0, bar);
  if (bar < 1 || !Number.isSafeInteger(id) || id < 1 || value.length > 64) {
    throw new AppError('badRequest', '参数错误：cursor');
  }
  return { value, id };
}

/**
 * Cuts a page from rows fetched with one extra (which tells whether another page exists without counting)
 * and makes the cursor from the last row kept.
 */
export function pageOf<T>(
  rows: T[],
  size: number,
  positionOf: (last: T) => Position,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > size && last !== undefined ? encodeCursor(positionOf(last)) : null };
}
