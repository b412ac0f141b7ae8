import { describe, expect, it } from 'vitest';
import { DEMO_PLACES } from '../../seed/data/mall-places.ts';
import { checkPromotionPrice, PROMOTION_ABOVE_BASE, PROMOTION_PRICE_INVALID } from './promotion-rules.ts';

describe('a promotion price', () => {
  it('is accepted below the lowest SKU price', () => {
    expect(() => checkPromotionPrice(2900, [3000, 6000])).not.toThrow();
  });

  it.each([
    [3000, [3000, 6000]],
    [6500, [3600, 7200]],
  ])('is refused at or above the lowest SKU price (%i against %j)', (price, skus) => {
    expect(() => checkPromotionPrice(price, skus)).toThrow(PROMOTION_ABOVE_BASE);
  });

  it.each([0, -100, 12.5])('is refused when it is no price (%d)', (price) => {
    expect(() => checkPromotionPrice(price, [1000])).toThrow(PROMOTION_PRICE_INVALID);
  });

  it('holds for every promotion of the demo catalogue', () => {
    const promoted = DEMO_PLACES.flatMap((p) => p.products).filter((p) => p.promotion);
    expect(promoted.length).toBeGreaterThan(2);
    for (const product of promoted) {
      const lowest = Math.min(...product.skus.map((s) => s.price));
      expect(product.promotion!.price, product.title).toBeLessThan(lowest);
      if (product.marketPrice !== undefined) expect(product.promotion!.price).toBeLessThan(product.marketPrice);
    }
  });
});
