import { lazy, Suspense, type ReactNode } from 'react';
import { NavigationButton } from '../components/navigation-sheet';
import { OfflineSaveButton } from '../../../ui/offline-save-button';
import { useMapSettings } from '../api/map';
import { mapFilesAround } from '../lib/map-files';
import { BankSkeleton } from '../../../ui/channel/bank-skeleton';
import { AfterFirstView } from '../../../ui/after-first-view';
import { LoadFailed } from '../../../ui/load-failed';
import { Skeleton } from '../../../ui/skeleton';
import { isMissing, usePoiInfo } from '../api/poi';
import { useWantToGo } from '../api/poi-actions';
import { PoiHeader } from '../components/poi-header';
import { PoiMissing } from '../components/poi-missing';
import { PoiNotices } from '../components/poi-notices';
import { ensureLogin } from '../lib/ensure-login';
import type { PoiSlotInput } from './poi-slot';
import styles from './poi-details-screen.module.css';

// Everything under the header, in a chunk of its own that waits for the header's picture (ui/after-first-view.tsx).
const PoiBelowFold = lazy(() => import('./poi-below-fold'));

export type { PoiSlotInput } from './poi-slot';

function PoiSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy data-testid="poi-skeleton">
      <Skeleton className={styles.skeletonPhoto} />
      <div className={styles.skeletonBody}>
        <Skeleton className={styles.skeletonTitle} />
        <Skeleton className={styles.skeletonLine} />
        <Skeleton className={styles.skeletonLine} />
        <Skeleton className={styles.skeletonBlock} />
      </div>
    </div>
  );
}

const belowFoldSkeleton = (
  <div className={styles.skeletonBody} aria-busy data-testid="poi-below-fold-skeleton">
    <Skeleton className={styles.skeletonBlock} />
  </div>
);

/**
 * /poiDetails and /poi/details (?poiId=): photo header, notices, want-to-go, audio guide, evaluations, a map
 * card and what is near. The mall's products, hotels and coupons, and the community's comments and likes, come
 * through the slots the page fills; bank channels see their skeleton image until the POI arrives (5 s at most).
 */
export function PoiDetailsScreen({
  poiId,
  mallSections,
  communitySection,
}: {
  poiId: string;
  mallSections?: (poi: PoiSlotInput) => ReactNode;
  communitySection?: (poi: PoiSlotInput) => ReactNode;
}) {
  const info = usePoiInfo(poiId);
  const want = useWantToGo(poiId);
  const map = useMapSettings();
  const skeleton = <BankSkeleton ready={!info.isPending} />;

  if (info.isPending && /^\d+$/.test(poiId)) {
    return (
      <>
        {skeleton}
        <PoiSkeleton />
      </>
    );
  }
  if (info.isError || !info.data) {
    return <LoadFailed query={info} missing={!info.isError || isMissing(info.error)} notFound={<PoiMissing />} />;
  }

  const poi = info.data;
  const slot: PoiSlotInput = {
    poiId: String(poi.id),
    ...(poi.destinationId ? { destinationId: String(poi.destinationId) } : {}),
    lat: poi.lat,
    lng: poi.lng,
  };
  const onWant = () => {
    if (ensureLogin()) want.mutate(!poi.wantToGo.wanted);
  };
  return (
    <article className={styles.page} data-testid="poi-details" data-poi-id={poi.id}>
      <PoiHeader poi={poi} onWant={onWant} wantBusy={want.isPending} />
      <PoiNotices poi={poi} />
      <div className={styles.offlineRow}>
        <NavigationButton point={poi} name={poi.name} />
        <OfflineSaveButton
          item={{ id: `poi:${poi.id}`, kind: 'poi', title: poi.name }}
          media={map.data ? mapFilesAround(map.data, poi) : []}
        />
      </div>
      <AfterFirstView fallback={belowFoldSkeleton}>
        <Suspense fallback={belowFoldSkeleton}>
          <PoiBelowFold
            poiId={poiId}
            poi={poi}
            slot={slot}
            mallSections={mallSections}
            communitySection={communitySection}
          />
        </Suspense>
      </AfterFirstView>
    </article>
  );
}
