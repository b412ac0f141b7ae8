import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { formatCount } from '../../../lib/format-count';
import { HeartIcon } from '../../../ui/icons';
import { SafeImage } from '../../../ui/safe-image';
import type { PoiInfo } from '../api/poi';
import { messages } from '../messages';
import styles from './poi-header.module.css';

const t = messages.poi;

/** The photo header (first photo, the count opening the album) and the name block with want-to-go. */
export function PoiHeader({ poi, onWant, wantBusy }: { poi: PoiInfo; onWant: () => void; wantBusy: boolean }) {
  const cover = poi.photos[0] ?? poi.cover;
  const photosHref = `/poiPhotos?poiId=${poi.id}`;
  return (
    <header className={styles.header}>
      <Link
        to={photosHref}
        className={styles.photo}
        data-testid="poi-photos-link"
        aria-label={fmt(t.photos, { n: poi.photos.length })}
      >
        <SafeImage
          src={cover?.url}
          alt={poi.name}
          width={cover?.width ?? 750}
          height={cover?.height ?? 500}
          placeholder={cover?.color}
          resizeWidth={750}
          sizes="100vw"
          priority
          className={styles.image}
        />
        {poi.photos.length > 0 ? <span className={styles.count}>{fmt(t.photos, { n: poi.photos.length })}</span> : null}
      </Link>
      <div className={styles.card}>
        <div className={styles.titleRow}>
          <div className={styles.titles}>
            <h1 className={styles.name} data-testid="poi-name">
              {poi.name}
            </h1>
            {poi.nameEn && poi.nameEn !== poi.name ? <p className={styles.en}>{poi.nameEn}</p> : null}
          </div>
          <button
            type="button"
            className={`${styles.want} ${poi.wantToGo.wanted ? styles.wanted : ''}`}
            onClick={onWant}
            disabled={wantBusy}
            aria-pressed={poi.wantToGo.wanted}
            data-testid="poi-want"
          >
            <HeartIcon filled={poi.wantToGo.wanted} className={styles.wantIcon} />
            {poi.wantToGo.wanted ? t.wanted : t.wantToGo}
          </button>
        </div>
        <div className={styles.meta}>
          <span className={styles.kind}>{messages.kinds[poi.kind]}</span>
          <span className={styles.score}>{poi.score > 0 ? fmt(t.score, { n: poi.score.toFixed(1) }) : t.noScore}</span>
          {poi.destination ? <span className={styles.city}>{poi.destination.name}</span> : null}
          <span className={styles.wantCount} data-testid="poi-want-count">
            {fmt(t.wantCount, { n: formatCount(poi.wantToGo.count) })}
          </span>
        </div>
        {poi.labels.length > 0 ? (
          <ul className={styles.labels} aria-label={t.labels}>
            {poi.labels.map((label) => (
              <li key={label} className={styles.label}>
                {label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
