import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const pageSize = z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT);
/** Opaque keyset cursor: the client hands back what the last page gave it. */
export const cursor = z.string().max(200).nullish();
// C0 and C1 control characters and DEL never belong in an identifier or a one-line value (a NUL even breaks
// PostgreSQL); free text keeps its tabs and line breaks and refuses the rest of the range.
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// eslint-disable-next-line no-control-regex
const NO_CONTROL_IN_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** A one-line value (a key, a keyword, a token): no control characters. */
export const line = () => z.string().regex(NO_CONTROL, 'control characters');
/** A string identifier (a user code, a file id): 1 to `max` characters, no control characters. */
export const identifier = (max = 40) => line().min(1).max(max);
/** Free text (a comment, a dynamic): tabs and line breaks allowed, no other control characters. */
export const freeText = () => z.string().regex(NO_CONTROL_IN_TEXT, 'control characters');

export const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const keysetPage = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), nextCursor: z.string().nullable() });

export const numberedPage = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

export const imageRef = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  color: z.string().optional(),
});

export const authorRef = z.object({
  userId: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
});
