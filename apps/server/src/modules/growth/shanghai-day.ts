import { SHANGHAI_OFFSET_MS } from '@app/rules';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ShanghaiDay {
  /** YYYY-MM-DD in Asia/Shanghai. */
  date: string;
  /** The day's first instant and the next day's. */
  start: Date;
  end: Date;
}

/** The Asia/Shanghai calendar day containing `at` (China has kept UTC+8 without daylight saving since 1991). */
export function shanghaiDay(at: number = Date.now()): ShanghaiDay {
  const date = new Date(at + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
  const start = new Date(Date.parse(`${date}T00:00:00Z`) - SHANGHAI_OFFSET_MS);
  return { date, start, end: new Date(start.getTime() + DAY_MS) };
}

export const previousDay = (day: ShanghaiDay): ShanghaiDay => shanghaiDay(day.start.getTime() - 1);
