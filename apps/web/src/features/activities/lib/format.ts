import { formatPrice, formatShanghai, isCurrencyCode } from '@app/rules';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';

// How activity times and prices read on cards and pages (Shanghai time, as the server's calendar).

/** '12月05日 周六 09:00'. */
export function dayTime(iso: string): string {
  // Read when called, not when this module loads: the screens' shared chunks can evaluate this module before the
  // strings' (a chunk cycle), and a read at load time then met an undefined `messages` on a page's first load.
  const week = messages.calendar.weekdays[new Date(Date.parse(iso) + 8 * 3600 * 1000).getUTCDay()];
  return `${formatShanghai(iso, 'MM月DD日')} 周${week} ${formatShanghai(iso, 'HH:mm')}`;
}

/** '12月05日 周六 09:00-15:00', or both days when the activity runs over several. */
export function timeRange(start: string | null, end: string | null): string {
  if (!start) return messages.card.noTime;
  if (!end) return dayTime(start);
  const sameDay = formatShanghai(start, 'YYYY-MM-DD') === formatShanghai(end, 'YYYY-MM-DD');
  return sameDay ? `${dayTime(start)}-${formatShanghai(end, 'HH:mm')}` : `${dayTime(start)} 至 ${dayTime(end)}`;
}

/** 'YYYY-MM-DD HH:mm - MM-DD HH:mm' for windows (sign-up open and close). */
export function windowRange(start: string | null, end: string | null): string {
  const a = start ? formatShanghai(start, 'MM-DD HH:mm') : '';
  const b = end ? formatShanghai(end, 'MM-DD HH:mm') : '';
  return a && b ? `${a} 至 ${b}` : a || b;
}

/** A ticket's price: 免费 for 0, else ¥12.50 or 100无忧币. */
export function priceText(price: number | null, currency: string | null): string {
  if (price === null) return '';
  if (price === 0) return messages.card.free;
  return isCurrencyCode(currency) ? formatPrice(price, currency) : String(price);
}

/** The cheapest ticket on a card: '¥30起' when it is not free. */
export function minPriceText(price: number | null, currency: string | null): string {
  const p = priceText(price, currency);
  return price && price > 0 ? `${p}${messages.card.from}` : p;
}

export const enrolledText = (n: number) => fmt(messages.card.enrolled, { n });
