import { fmt } from '../../lib/messages';
import { messages } from './messages';

const t = messages.mall.hotel;

/** 756 → '756米', 1988 → '2.0公里', 12500 → '13公里': metres near, kilometres farther, to the precision that helps. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return fmt(t.m, { n: Math.max(1, Math.round(metres)) });
  const km = metres / 1000;
  return fmt(t.km, { n: km < 10 ? km.toFixed(1) : String(Math.round(km)) });
}
