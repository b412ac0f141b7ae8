import { Link } from 'react-router';
import { common, fmt } from '../../../lib/messages';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { SafeImage } from '../../../ui/safe-image';
import { Skeleton } from '../../../ui/skeleton';
import { isMissing, usePoiInfo } from '../api/poi';
import { PoiMissing } from '../components/poi-missing';
import { messages } from '../messages';
import styles from './poi-photos-screen.module.css';

/** /poiPhotos?poiId=: every photo of the POI in a grid; a tap opens the big-picture viewer at that photo. */
export function PoiPhotosScreen({ poiId }: { poiId: string }) {
  const info = usePoiInfo(poiId);
  if (info.isPending && /^\d+$/.test(poiId)) {
    return (
      <div className={styles.grid} aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className={styles.cell} />
        ))}
      </div>
    );
  }
  if (info.isError || !info.data) {
    return !info.isError || isMissing(info.error) ? (
      <PoiMissing />
    ) : (
      <ErrorState
        title={common.errorTitle}
        hint={common.errorHint}
        retryLabel={common.retry}
        onRetry={() => void info.refetch()}
        retrying={info.isRefetching}
      />
    );
  }
  const poi = info.data;
  if (poi.photos.length === 0) return <EmptyState title={messages.photos.empty} />;
  const viewer = (index: number) =>
    `/viewBigPicture?${poi.photos.map((p) => `url=${encodeURIComponent(p.url)}`).join('&')}&index=${index}`;
  return (
    <div className={styles.page} data-testid="poi-photos">
      <h1 className={styles.title}>
        {fmt(messages.photos.title, { name: poi.name })}
        <span className={styles.count}>{fmt(messages.poi.photos, { n: poi.photos.length })}</span>
      </h1>
      <ul className={styles.grid}>
        {poi.photos.map((photo, i) => (
          <li key={photo.url + i}>
            <Link to={viewer(i)} className={styles.cellLink} data-testid="poi-photo">
              <SafeImage
                src={photo.url}
                alt={`${poi.name} ${i + 1}`}
                width={photo.width}
                height={photo.height}
                placeholder={photo.color}
                resizeWidth={375}
                priority={i < 6}
                className={styles.cell}
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
