import { common, fmt } from './messages';

/** 9999 → "9999", 12345 → "1.2万" (Chinese readers count in ten-thousands). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  if (n < 10_000) return String(Math.floor(n));
  const wan = Math.floor(n / 1000) / 10;
  return fmt(common.countTenThousand, { n: Number.isInteger(wan) ? wan.toFixed(0) : wan.toFixed(1) });
}
