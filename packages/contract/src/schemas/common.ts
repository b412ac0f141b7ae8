import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const pageSize = z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT);
/** Opaque keyset cursor: the client hands back what the last page gave it. */
export const cursor = z.string().max(200).nullish();
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
