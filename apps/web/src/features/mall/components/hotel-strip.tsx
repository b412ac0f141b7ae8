import { lazy, Suspense, useState } from 'react';
import { fmt } from '../../../lib/messages';
import { SafeImage } from '../../../ui/safe-image';
import type { Hotel } from '../api/hotels';
import { formatDistance } from '../distance';
import { handOver, hotelAddress } from '../hand-over';
import { messages } from '../messages';
import { PriceTag } from './price-tag';
import styles from './hotel-strip.module.css';

const t = messages.mall.hotel;
const OpenAppDialog = lazy(() => import('../../../ui/open-app/open-app-dialog'));

/**
 * Hotels side by side, scrolled sideways: picture, name, stars and score, distance, the price from. A tap hands the
 * hotel over to the brand's app, where rooms are booked (the open-app dialog outside it), as a product's purchase is.
 */
export function HotelStrip({ hotels }: { hotels: readonly Hotel[] }) {
  const [handOverTo, setHandOverTo] = useState<{ hotel: Hotel; address: string } | null>(null);
  const open = (hotel: Hotel) => {
    const address = hotelAddress(window.location.origin, { hotelId: hotel.id, poiId: hotel.poiId });
    if (handOver(address) === 'dialog') setHandOverTo({ hotel, address });
  };
  return (
    <>
      <ul className={styles.strip}>
        {hotels.map((h) => (
          <li key={h.id} className={styles.hotel}>
            <button
              type="button"
              className={styles.open}
              onClick={() => open(h)}
              data-testid="hotel"
              data-hotel-id={h.id}
            >
              <SafeImage
                src={h.pictureUrl}
                alt={h.name}
                width={240}
                height={160}
                resizeWidth={240}
                className={styles.picture}
              />
              <span className={styles.body}>
                <span className={styles.name} data-testid="hotel-name">
                  {h.name}
                </span>
                <span className={styles.meta}>
                  <span className={styles.stars} aria-label={fmt(t.stars, { n: h.stars })}>
                    {'★'.repeat(Math.max(0, Math.min(5, h.stars)))}
                  </span>
                  {h.score !== null ? (
                    <span className={styles.score}>{fmt(t.score, { n: h.score.toFixed(1) })}</span>
                  ) : null}
                </span>
                {h.distanceM !== null ? (
                  <span className={styles.distance}>{fmt(t.distance, { d: formatDistance(h.distanceM) })}</span>
                ) : (
                  <span className={styles.distance}>{h.address}</span>
                )}
                <PriceTag amount={h.priceFrom} currency={h.currency} size="sm" short suffix={t.from} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {handOverTo ? (
        <Suspense fallback={null}>
          <OpenAppDialog
            title={messages.mall.hotelHandover.title}
            text={fmt(messages.mall.hotelHandover.text, { hotel: handOverTo.hotel.name })}
            target={handOverTo.address}
            onClose={() => setHandOverTo(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
