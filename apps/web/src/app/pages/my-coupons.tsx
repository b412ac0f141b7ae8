import { MyCouponsScreen } from '../../features/mall/screens/my-coupons-screen';

/** /mine/coupons (我的券, added; a login route): one's claimed coupons, their state, validity and where to use them. */
export function Component() {
  return <MyCouponsScreen />;
}
