import { describe, expect, it } from 'vitest';
import { hotelAddress, purchaseAddress } from './hand-over';

describe('the purchase handed over to the app', () => {
  it('is the product page on our origin with the SKU and count chosen', () => {
    const url = new URL(
      purchaseAddress('https://m.example.com', { poiId: '1', productId: '7', skuId: '21', count: 2 }),
    );
    expect(url.origin + url.pathname).toBe('https://m.example.com/poimall');
    expect(Object.fromEntries(url.searchParams)).toEqual({ poiId: '1', productId: '7', skuId: '21', count: '2' });
  });

  it('names the hotel, and its place when it has one', () => {
    const url = new URL(hotelAddress('https://m.example.com', { hotelId: '42', poiId: '9' }));
    expect(url.origin + url.pathname).toBe('https://m.example.com/poimall');
    expect(Object.fromEntries(url.searchParams)).toEqual({ poiId: '9', hotelId: '42' });
    const alone = new URL(hotelAddress('https://m.example.com', { hotelId: '42', poiId: null }));
    expect(Object.fromEntries(alone.searchParams)).toEqual({ hotelId: '42' });
  });
});
