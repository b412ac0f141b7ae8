import { fmt } from '../../../lib/messages';
import { messages } from '../messages';

/** 350 → 350米, 1263 → 1.3公里, 23000 → 23公里. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return fmt(messages.poi.metres, { n: Math.max(0, Math.round(metres)) });
  const km = metres / 1000;
  return fmt(messages.poi.kilometres, { n: km < 10 ? km.toFixed(1).replace(/\.0$/, '') : Math.round(km) });
}
