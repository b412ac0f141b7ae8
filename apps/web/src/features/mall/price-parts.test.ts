import { describe, expect, it } from 'vitest';
import { priceParts } from './price-parts';

describe('price parts', () => {
  it('puts ¥ and $ first and the cents apart', () => {
    expect(priceParts(12_850, 'CNY')).toEqual({ prefix: '¥', whole: '128', fraction: '.50', suffix: '' });
    expect(priceParts(300, 'USD')).toEqual({ prefix: '$', whole: '3', fraction: '.00', suffix: '' });
  });

  it('writes 港元 and 无忧币 after the amount, 币 where room is short', () => {
    expect(priceParts(3600, 'HKD')).toEqual({ prefix: '', whole: '36', fraction: '.00', suffix: '港元' });
    expect(priceParts(120, 'WYB')).toEqual({ prefix: '', whole: '120', fraction: '', suffix: '无忧币' });
    expect(priceParts(120, 'WYB', true).suffix).toBe('币');
  });
});
