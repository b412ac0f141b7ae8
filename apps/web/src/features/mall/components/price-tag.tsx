import type { CurrencyCode } from '@app/rules';
import { priceParts } from '../price-parts';
import styles from './price-tag.module.css';

/** A price in its currency's words (¥ 元, 港元, $ 美元, 无忧币 / 币): the whole number large, the rest small. */
export function PriceTag({
  amount,
  currency,
  size = 'md',
  short,
  suffix,
  testId,
}: {
  amount: number;
  currency: CurrencyCode;
  size?: 'sm' | 'md' | 'lg';
  /** 币 instead of 无忧币 where room is short. */
  short?: boolean;
  /** A word after the price ('起' for a lowest price). */
  suffix?: string;
  testId?: string;
}) {
  const p = priceParts(amount, currency, short);
  return (
    <span className={`${styles.price} ${styles[size]}`} data-testid={testId} data-currency={currency}>
      {p.prefix ? <span className={styles.small}>{p.prefix}</span> : null}
      <span className={styles.whole}>{p.whole}</span>
      {p.fraction ? <span className={styles.small}>{p.fraction}</span> : null}
      {p.suffix ? <span className={styles.unit}>{p.suffix}</span> : null}
      {suffix ? <span className={styles.after}>{suffix}</span> : null}
    </span>
  );
}
