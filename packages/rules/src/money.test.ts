import { describe, it, expect } from 'vitest';
import { CURRENCIES, formatAmount, formatPrice, isCurrencyCode, parseAmount } from './money.ts';
import type { CurrencyCode, PriceStyle } from './money.ts';

describe('CURRENCIES', () => {
  it('holds the four currencies of docs/product/mall.md', () => {
    expect(Object.keys(CURRENCIES).sort()).toEqual(['CNY', 'HKD', 'USD', 'WYB']);
    expect(CURRENCIES.CNY).toMatchObject({ symbol: '¥', unit: '元', decimals: 2, points: false });
    expect(CURRENCIES.HKD).toMatchObject({ symbol: null, unit: '港元', decimals: 2 });
    expect(CURRENCIES.USD).toMatchObject({ symbol: '$', unit: '美元', decimals: 2 });
    expect(CURRENCIES.WYB).toMatchObject({ symbol: null, unit: '无忧币', shortUnit: '币', decimals: 0, points: true });
  });

  it('isCurrencyCode', () => {
    expect(isCurrencyCode('CNY')).toBe(true);
    expect(isCurrencyCode('WYB')).toBe(true);
    expect(isCurrencyCode('cny')).toBe(false);
    expect(isCurrencyCode('EUR')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(isCurrencyCode(1)).toBe(false);
  });
});

describe('formatPrice', () => {
  it.each<[number, CurrencyCode, PriceStyle | undefined, string]>([
    [1250, 'CNY', undefined, '¥12.50'], // symbol is the default style
    [1250, 'CNY', 'symbol', '¥12.50'],
    [1250, 'CNY', 'unit', '12.50元'],
    [1250, 'CNY', 'short', '¥12.50'],
    [5, 'CNY', 'symbol', '¥0.05'],
    [0, 'CNY', 'symbol', '¥0.00'],
    [123456789, 'CNY', 'symbol', '¥1234567.89'], // no grouping
    [300, 'USD', 'symbol', '$3.00'],
    [300, 'USD', 'unit', '3.00美元'],
    [300, 'USD', 'short', '$3.00'],
    [800, 'HKD', 'symbol', '8.00港元'], // no symbol: falls back to the unit, after the amount
    [800, 'HKD', 'unit', '8.00港元'],
    [800, 'HKD', 'short', '8.00港元'],
    [100, 'WYB', 'symbol', '100无忧币'],
    [100, 'WYB', 'unit', '100无忧币'],
    [100, 'WYB', 'short', '100币'], // whole coins, no decimals
    [0, 'WYB', 'short', '0币'],
    [-1250, 'CNY', 'symbol', '-¥12.50'],
    [-1250, 'CNY', 'unit', '-12.50元'],
    [-5, 'USD', 'symbol', '-$0.05'],
    [1249.6, 'CNY', 'symbol', '¥12.50'], // rounded to a whole minor unit
  ])('%d %s %s → %j', (amount, currency, style, out) =>
    expect(formatPrice(amount, currency, style ? { style } : undefined)).toBe(out),
  );

  it('never crashes on bad data', () => {
    expect(formatPrice(Number.NaN, 'CNY')).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'USD')).toBe('');
    expect(formatPrice(1250, 'EUR' as CurrencyCode)).toBe('12.50 EUR');
  });

  it('formatAmount gives the number alone', () => {
    expect(formatAmount(1250, 'CNY')).toBe('12.50');
    expect(formatAmount(100, 'WYB')).toBe('100');
    expect(formatAmount(-0.4, 'CNY')).toBe('0.00'); // rounds to zero, no '-0.00'
  });
});

describe('parseAmount', () => {
  it.each<[string, CurrencyCode, number | null]>([
    ['12.5', 'CNY', 1250],
    ['12.50', 'CNY', 1250],
    ['12', 'CNY', 1200],
    ['12.', 'CNY', 1200],
    ['0.1', 'USD', 10],
    ['0.29', 'CNY', 29], // exact, where 0.29 * 100 in floats is 28.999…
    [' 8 ', 'HKD', 800],
    ['-3.5', 'CNY', -350],
    ['100', 'WYB', 100],
    ['100.5', 'WYB', null], // coins have no decimals
    ['12.345', 'CNY', null],
    ['', 'CNY', null],
    ['abc', 'CNY', null],
    ['1e3', 'CNY', null],
    ['.5', 'CNY', null],
  ])('%j %s → %s', (input, currency, out) => expect(parseAmount(input, currency)).toBe(out));
});
