import { AppError } from '../../platform/http/app-error.ts';

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
