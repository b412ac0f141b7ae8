import { formatDate } from '@app/rules';
import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { ListStates } from '../../../ui/list-states';
import { Spinner } from '../../../ui/spinner';
import { useMyCoupons, type MyCoupon } from '../api/my-coupons';
import { PriceTag } from '../components/price-tag';
import { messages } from '../messages';
import couponStyles from '../components/coupon-list.module.css';
import styles from './my-coupons-screen.module.css';

const t = messages.mall.mine;
const c = messages.mall.coupon;

/**
 * 我的券 (/mine/coupons, a login route): one's claimed coupons with their state, validity and where to use them
 * (docs/product/mall.md "One's coupons"). With none, the way to the destinations where coupons are found.
 */
export function MyCouponsScreen() {
  const query = useMyCoupons();
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <div className={styles.page} data-testid="my-coupons">
      <ListStates
        query={query}
        count={rows.length}
        skeleton={<Spinner inline />}
        empty={t.empty}
        emptyHint={t.emptyHint}
        emptyAction={
          <Link to="/destination/information" className={styles.emptyAction}>
            {t.emptyAction}
          </Link>
        }
        more={t.more}
      >
        <ul className={couponStyles.list}>
          {rows.map((row) => (
            <MyCouponItem key={row.claimId} row={row} />
          ))}
        </ul>
      </ListStates>
    </div>
  );
}

function MyCouponItem({ row }: { row: MyCoupon }) {
  const { coupon } = row;
  const usable = row.state === 'usable';
  return (
    <li
      className={`${couponStyles.coupon} ${usable ? '' : couponStyles.gone}`}
      data-testid="my-coupon"
      data-state={row.state}
      data-coupon-id={coupon.id}
    >
      <div className={couponStyles.value}>
        <PriceTag amount={coupon.discountAmount} currency={coupon.currency} size="lg" short />
        <span className={couponStyles.threshold}>
          {coupon.thresholdAmount > 0 ? coupon.thresholdText : c.noThreshold}
        </span>
      </div>
      <div className={couponStyles.body}>
        <p className={couponStyles.title}>
          <span className={couponStyles.kind}>{coupon.kind === 'shop' ? c.shop : c.marketing}</span>
          {coupon.title}
        </p>
        <p className={couponStyles.meta}>
          {fmt(t.validity, { from: formatDate(coupon.startsAt), to: formatDate(coupon.endsAt) })}
        </p>
        <p className={couponStyles.meta}>
          {row.poi ? (
            <Link className={styles.useAt} to={`/poimall?poiId=${encodeURIComponent(row.poi.id)}`}>
              {fmt(t.useAt, { name: row.poi.name })}
            </Link>
          ) : (
            t.anywhere
          )}
        </p>
      </div>
      <span className={`${styles.state} ${usable ? styles.usable : ''}`} data-testid="my-coupon-state">
        {t.state[row.state]}
      </span>
    </li>
  );
}
