import { Link } from 'react-router';
import { fmt } from '../../../../lib/messages';
import { formatCount } from '../../../../lib/format-count';
import { SafeImage } from '../../../../ui/safe-image';
import type { PoiRow } from '../api/billboard';
import { messages } from '../messages';
import styles from './poi-rank-row.module.css';

const t = messages.billboard;

/** One place on the billboard: its rank (the first three stand out), picture, name, score and popularity. */
export function PoiRankRow({ poi, rank }: { poi: PoiRow; rank: number }) {
  return (
    <Link
      to={`/poiDetails?id=${poi.id}`}
      className={styles.row}
      data-testid="billboard-row"
      data-rank={rank}
      data-poi-id={poi.id}
    >
      <span className={`${styles.rank} ${rank <= 3 ? styles[`top${rank}`] : ''}`}>{rank}</span>
      <SafeImage
        className={styles.cover}
        src={poi.cover?.url}
        alt=""
        width={poi.cover?.width ?? 4}
        height={poi.cover?.height ?? 3}
        placeholder={poi.cover?.color}
        resizeWidth={240}
        priority={rank <= 3}
      />
      <div className={styles.words}>
        <h3 className={styles.name}>{poi.name}</h3>
        {poi.nameEn && poi.nameEn !== poi.name ? <p className={styles.en}>{poi.nameEn}</p> : null}
        <p className={styles.meta}>
          <span className={styles.kind}>{t.kinds[poi.kind]}</span>
          <span className={styles.score}>{poi.score > 0 ? fmt(t.score, { n: poi.score.toFixed(1) }) : t.noScore}</span>
          <span>{fmt(t.popularity, { n: formatCount(poi.popularity) })}</span>
        </p>
        {poi.address ? <p className={styles.address}>{poi.address}</p> : null}
      </div>
    </Link>
  );
}
