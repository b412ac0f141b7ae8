import { PoimallScreen } from '../../features/mall/screens/poimall-screen';

/** /poimall?poiId=: a POI's products, SKU sheet, coupons and hotels; kept alive like the feeds. */
export function Component() {
  return <PoimallScreen />;
}
