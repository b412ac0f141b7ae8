import { fmt } from '../../../lib/messages';
import { SafeImage } from '../../../ui/safe-image';
import type { Hotel } from '../api/hotels';
import { formatDistance } from '../distance';
import { messages } from '../messages';
import { PriceTag } from './price-tag';
import styles from './hotel-strip.module.css';

const t = messages.mall.hotel;

/** Hotels side by side, scrolled sideways: picture, name, stars and score, distance, the price from. */
export function HotelStrip({ hotels }: { hotels: readonly Hotel[] }) {
  return (
    <ul className={styles.strip}>
      {hotels.map((h) => (
        <li key={h.id} className={styles.hotel} data-testid="hotel">
          <SafeImage
            src={h.pictureUrl}
            alt={h.name}
            width={240}
            height={160}
            resizeWidth={240}
            className={styles.picture}
          />
          <div className={styles.body}>
            <p className={styles.name}>{h.name}</p>
            <p className={styles.meta}>
              <span className={styles.stars} aria-label={fmt(t.stars, { n: h.stars })}>
                {'★'.repeat(Math.max(0, Math.min(5, h.stars)))}
              </span>
              {h.score !== null ? (
                <span className={styles.score}>{fmt(t.score, { n: h.score.toFixed(1) })}</span>
              ) : null}
            </p>
            {h.distanceM !== null ? (
              <p className={styles.distance}>{fmt(t.distance, { d: formatDistance(h.distanceM) })}</p>
            ) : (
              <p className={styles.distance}>{h.address}</p>
            )}
            <PriceTag amount={h.priceFrom} currency={h.currency} size="sm" short suffix={t.from} />
          </div>
        </li>
      ))}
    </ul>
  );
}
