import { CURRENCIES, formatAmount, type CurrencyCode } from '@app/rules';

/**
 * A price cut into the pieces a price tag styles apart (docs/product/mall.md's words): ¥ and $ lead, 港元 and 无忧币
 * (or 币 where room is short) follow; the whole number is large and the cents small.
 */
export type PriceParts = { prefix: string; whole: string; fraction: string; suffix: string };

export function priceParts(amountMinor: number, currency: CurrencyCode, short = false): PriceParts {
  const c = CURRENCIES[currency];
  const amount = formatAmount(amountMinor, currency);
  const dot = amount.indexOf('.');
  const whole = dot < 0 ? amount : amount.slice(0, dot);
  const fraction = dot < 0 ? '' : amount.slice(dot);
  if (c.symbol) return { prefix: c.symbol, whole, fraction, suffix: '' };
  return { prefix: '', whole, fraction, suffix: short ? c.shortUnit : c.unit };
}

/** The currency's name in words (元, 港元, 美元, 无忧币), for a line such as 'prices in 港元'. */
export const currencyUnit = (currency: CurrencyCode): string => CURRENCIES[currency].unit;
