import { refuse } from '../../platform/http/app-error.ts';

// What a promotion may promise (docs/product/mall.md, "Promotions"). Pure: the demo loader and any service that
// saves a promotion call it before writing.

export const PROMOTION_ABOVE_BASE = '促销价不能高于原价';
export const PROMOTION_PRICE_INVALID = '促销价必须大于0';
export const PROMOTION_WINDOW_INVALID = '促销结束时间必须晚于开始时间';

/**
 * A promotion's price is a real saving: above zero and below the lowest price of the product's SKUs (the "起" price
 * its card shows). Equal is refused too: a promotion that saves nothing is not one.
 */
export function checkPromotionPrice(promoPrice: number, skuPrices: readonly number[]): void {
  if (!Number.isInteger(promoPrice) || promoPrice <= 0) throw refuse(PROMOTION_PRICE_INVALID);
  if (skuPrices.length > 0 && promoPrice >= Math.min(...skuPrices)) throw refuse(PROMOTION_ABOVE_BASE);
}
