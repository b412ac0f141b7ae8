import { formatDate } from '@app/rules';
import { fmt } from '../../../lib/messages';
import { showToast } from '../../../ui/toast';
import { useSingleFlight } from '../../../ui/use-single-flight';
import { useClaimCoupon, type Coupon } from '../api/coupons';
import { messages } from '../messages';
import { useLoginIntent } from '../../../session/login-intent';
import { PriceTag } from './price-tag';
import styles from './coupon-list.module.css';

const t = messages.mall.coupon;
const FEW_LEFT = 10;

/** Coupons to claim, each with its state for the viewer: claimable, claimed, or gone (none left, or ended). */
export function CouponList({ coupons }: { coupons: readonly Coupon[] }) {
  const claim = useClaimCoupon();
  // One claim out at a time: a double tap claims once (docs/product/nothing-twice.md).
  const flight = useSingleFlight();
  const onClaim = (coupon: Coupon) => flight.run(() => claim.mutateAsync(coupon).then(() => showToast(t.claimedToast)));
  return (
    <ul className={styles.list}>
      {coupons.map((c) => (
        <CouponItem
          key={c.id}
          coupon={c}
          claiming={(flight.busy || claim.isPending) && claim.variables?.id === c.id}
          onClaim={onClaim}
        />
      ))}
    </ul>
  );
}

function CouponItem({
  coupon: c,
  claiming,
  onClaim,
}: {
  coupon: Coupon;
  claiming: boolean;
  onClaim: (c: Coupon) => void;
}) {
  // An anonymous tap signs in first and the claim is made on return (the one intent-across-login mechanism);
  // by then the coupon may have been claimed on another device, which the state check skips.
  const claimOnce = useLoginIntent(`claim:coupon:${c.id}`, () => {
    if (c.state === 'claimable') onClaim(c);
  });
  // Gone with stock left means its window has closed.
  const ended = c.remaining > 0;
  const label =
    c.state === 'claimed'
      ? t.claimed
      : c.state === 'gone'
        ? ended
          ? t.ended
          : t.gone
        : claiming
          ? t.claiming
          : t.claim;
  return (
    <li
      className={`${styles.coupon} ${styles[c.state]}`}
      data-testid="coupon"
      data-state={c.state}
      data-coupon-id={c.id}
    >
      <div className={styles.value}>
        <PriceTag amount={c.discountAmount} currency={c.currency} size="lg" short />
        <span className={styles.threshold}>{c.thresholdAmount > 0 ? c.thresholdText : t.noThreshold}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.title}>
          <span className={styles.kind}>{c.kind === 'shop' ? t.shop : t.marketing}</span>
          {c.title}
        </p>
        <p className={styles.meta}>{fmt(t.validUntil, { date: formatDate(c.endsAt) })}</p>
        <p className={styles.meta}>
          {c.state === 'claimable' && c.remaining <= FEW_LEFT ? (
            <span className={styles.few}>{fmt(t.left, { n: c.remaining })}</span>
          ) : (
            fmt(t.limit, { n: c.perUserLimit })
          )}
        </p>
      </div>
      <button
        type="button"
        className={styles.claim}
        disabled={c.state !== 'claimable' || claiming}
        onClick={() => claimOnce()}
        data-testid="coupon-claim"
      >
        {label}
      </button>
    </li>
  );
}
