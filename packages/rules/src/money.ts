// Prices are integers in minor units (fen, cents; WYB in whole coins) so no float rounding ever reaches a total.

export type CurrencyCode = 'CNY' | 'HKD' | 'USD' | 'WYB';
export type PriceStyle = 'symbol' | 'unit' | 'short';

export type Currency = {
  code: CurrencyCode;
  /** Prefix sign, when the currency has a common one. */
  symbol: string | null;
  /** Full unit written after the amount. */
  unit: string;
  /** Most compact label: the symbol as prefix if there is one, else this suffix. */
  shortUnit: string;
  /** Digits after the decimal point; the minor unit is 10^-decimals of the major one. */
  decimals: 0 | 2;
  /** Points currency of the brand, not money. */
  points: boolean;
};

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = {
  CNY: { code: 'CNY', symbol: '¥', unit: '元', shortUnit: '元', decimals: 2, points: false },
  HKD: { code: 'HKD', symbol: null, unit: '港元', shortUnit: '港元', decimals: 2, points: false },
  USD: { code: 'USD', symbol: '$', unit: '美元', shortUnit: '美元', decimals: 2, points: false },
  WYB: { code: 'WYB', symbol: null, unit: '无忧币', shortUnit: '币', decimals: 0, points: true },
};

export const CURRENCY_CODES: readonly CurrencyCode[] = ['CNY', 'HKD', 'USD', 'WYB'];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

/** The number alone: 1250 CNY → '12.50', 100 WYB → '100'. Non-finite → '' (a display must not crash on bad data). */
export function formatAmount(amountMinor: number, currency: CurrencyCode): string {
  if (!Number.isFinite(amountMinor)) return '';
  const decimals = CURRENCIES[currency]?.decimals ?? 2;
  // Minor units should already be integers; round defensively rather than print 12.5000001.
  const minor = Math.round(amountMinor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (decimals === 0) return sign + String(abs);
  const base = 10 ** decimals;
  return `${sign}${Math.floor(abs / base)}.${String(abs % base).padStart(decimals, '0')}`;
}

/**
 * 'symbol': ¥12.50, $3.00; currencies without a symbol use their unit: 8.00港元, 100无忧币.
 * 'unit': 12.50元, 3.00美元, 8.00港元, 100无忧币.
 * 'short': the symbol if there is one, else the short unit: ¥12.50, $3.00, 8.00港元, 100币.
 * A negative amount puts the sign first: -¥12.50.
 */
export function formatPrice(amountMinor: number, currency: CurrencyCode, options: { style?: PriceStyle } = {}): string {
  const amount = formatAmount(amountMinor, currency);
  if (amount === '') return '';
  const c: Currency | undefined = CURRENCIES[currency];
  // Unknown code from outside data: show the number and the code rather than nothing.
  if (!c) return `${amount} ${String(currency)}`;
  const style = options.style ?? 'symbol';
  if (style !== 'unit' && c.symbol) {
    return amount.startsWith('-') ? `-${c.symbol}${amount.slice(1)}` : `${c.symbol}${amount}`;
  }
  return amount + (style === 'short' ? c.shortUnit : c.unit);
}

/**
 * Reads a typed amount ('12.5', '12.50', '100') into minor units without going through floats.
 * Returns null for anything else, including more decimals than the currency has.
 */
export function parseAmount(input: string, currency: CurrencyCode): number | null {
  const decimals = CURRENCIES[currency]?.decimals ?? 2;
  const m = /^(-)?(\d+)(?:\.(\d*))?$/.exec(input.trim());
  if (!m) return null;
  const fraction = m[3] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number((m[2] ?? '0') + fraction.padEnd(decimals, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return m[1] && minor !== 0 ? -minor : minor;
}
