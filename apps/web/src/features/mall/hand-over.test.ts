import { describe, expect, it } from 'vitest';
import { purchaseAddress } from './hand-over';

describe('the purchase handed over to the app', () => {
  it('is the product page on our origin with the SKU and count chosen', () => {
    const url = new URL(
      purchaseAddress('https://m.example.com', { poiId: '1', productId: '7', skuId: '21', count: 2 }),
    );
    expect(url.origin + url.pathname).toBe('https://m.example.com/poimall');
    expect(Object.fromEntries(url.searchParams)).toEqual({ poiId: '1', productId: '7', skuId: '21', count: '2' });
  });
});
