// Prices travel as integers of the currency's smallest unit (fen, cents; 无忧币 in whole coins); forms show units.

export const CURRENCIES = [
  { value: 'CNY', label: '人民币（元）' },
  { value: 'HKD', label: '港币（元）' },
  { value: 'USD', label: '美元' },
  { value: 'WYB', label: '无忧币' },
] as const;
export type Currency = (typeof CURRENCIES)[number]['value'];

const factor = (currency: string) => (currency === 'WYB' ? 1 : 100);

/** A form's amount (yuan, dollars, coins) as the contract's integer. */
export const toMinor = (amount: number, currency: string) => Math.round(amount * factor(currency));
/** The contract's integer as a form's amount. */
export const fromMinor = (minor: number, currency: string) => minor / factor(currency);
/** For a table: ¥12.50, 300 无忧币. */
export function priceText(minor: number, currency: string): string {
  if (currency === 'WYB') return `${minor} 无忧币`;
  const sign = currency === 'USD' ? '$' : currency === 'HKD' ? 'HK$' : '¥';
  return `${sign}${(minor / 100).toFixed(2)}`;
}
