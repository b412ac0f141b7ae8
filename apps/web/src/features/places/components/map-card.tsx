import { MAP_CARD_OFFSETS } from '@app/rules';
import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { SafeImage } from '../../../ui/safe-image';
import type { ViewportPoi } from '../api/map';
import { messages } from '../messages';
import styles from './map-card.module.css';

/**
 * The card over the bottom of /poiMap, in docs/product/places.md's three heights: 48 px (a bar: how many places the
 * view holds), 88 px (the chosen place, compact, while the map moves) and 118 px (the chosen place with its
 * photo and a way to its page). The map keeps its markers above whichever height shows.
 */
export type CardState = 'bar' | 'compact' | 'full';
const [BAR, COMPACT, FULL] = MAP_CARD_OFFSETS;
export const CARD_OFFSET: Record<CardState, number> = { bar: BAR, compact: COMPACT, full: FULL };

export function MapCard({
  state,
  poi,
  count,
  loading,
  onExpand,
}: {
  state: CardState;
  poi: ViewportPoi | null;
  count: number;
  loading: boolean;
  onExpand: () => void;
}) {
  const height = CARD_OFFSET[state];
  if (state === 'bar' || !poi) {
    return (
      <div
        className={`${styles.card} ${styles.bar}`}
        style={{ height }}
        data-testid="map-card"
        data-state="bar"
        data-offset={height}
      >
        <span className={styles.barText}>
          {loading ? messages.map.loading : count > 0 ? fmt(messages.map.here, { n: count }) : messages.map.hereNone}
        </span>
      </div>
    );
  }
  const meta = [messages.kinds[poi.kind], poi.score > 0 ? fmt(messages.poi.score, { n: poi.score.toFixed(1) }) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <div
      className={`${styles.card} ${state === 'full' ? styles.full : styles.compact}`}
      style={{ height }}
      data-testid="map-card"
      data-state={state}
      data-offset={height}
      aria-label={messages.map.card}
    >
      {state === 'full' ? (
        <SafeImage
          src={poi.cover?.url}
          alt={poi.name}
          width={poi.cover?.width ?? 750}
          height={poi.cover?.height ?? 500}
          placeholder={poi.cover?.color}
          resizeWidth={240}
          className={styles.cover}
        />
      ) : null}
      <button type="button" className={styles.main} onClick={onExpand} aria-expanded={state === 'full'}>
        <span className={styles.name} data-testid="map-card-name">
          {poi.name}
        </span>
        <span className={styles.meta}>{meta}</span>
        {state === 'full' && poi.nameEn && poi.nameEn !== poi.name ? (
          <span className={styles.en}>{poi.nameEn}</span>
        ) : null}
      </button>
      <Link to={`/poiDetails?poiId=${poi.id}`} className={styles.go} data-testid="map-card-details">
        {messages.map.details}
      </Link>
    </div>
  );
}
