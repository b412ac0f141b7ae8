import { AppError } from '../../platform/http/app-error.ts';

// Keyset cursors of the mall's lists: the last row's id, or its sort value and id ("12.5:42").

export function idCursor(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  if (!/^\d{1,15}$/.test(cursor)) throw new AppError('badRequest', '参数错误：cursor');
  return Number(cursor);
}

export function pairCursor(cursor: string | null | undefined): { value: number; id: number } | null {
  if (!cursor) return null;
  const m = /^(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?):(\d{1,15})$/i.exec(cursor);
  if (!m) throw new AppError('badRequest', '参数错误：cursor');
  return { value: Number(m[1]), id: Number(m[2]) };
}

/** Asks for one row more than the page: its presence says another page follows. */
export function pageOf<R>(rows: R[], pageSize: number, cursorOf: (last: R) => string) {
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > pageSize && last !== undefined ? cursorOf(last) : null };
}
