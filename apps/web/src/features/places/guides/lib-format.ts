import { fmt } from '../../../lib/messages';
import { messages } from './messages';

/** Metres as a traveller reads them: '350m' up to a kilometre, then '1.2km' (whole kilometres from 10 km). */
export function formatDistance(metres: number): string {
  if (metres < 1000) return fmt(messages.picker.distanceM, { n: Math.max(0, Math.round(metres)) });
  const km = metres / 1000;
  return fmt(messages.picker.distanceKm, { n: km < 10 ? km.toFixed(1) : String(Math.round(km)) });
}
