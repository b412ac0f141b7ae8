import { useState } from 'react';
import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { SafeImage } from '../../../ui/safe-image';
import { Skeleton } from '../../../ui/skeleton';
import { TabBar } from '../../../ui/tab-bar';
import { useNearby, useSurroundTabs, type NearPoi, type PoiKind } from '../api/poi';
import { formatDistance } from '../lib/format-distance';
import { messages } from '../messages';
import { PoiSection } from './poi-section';
import styles from './poi-nearby.module.css';

const t = messages.poi;

export function NearPoiRow({ poi }: { poi: NearPoi }) {
  return (
    <li>
      <Link to={`/poiDetails?poiId=${poi.id}`} className={styles.row} data-testid="nearby-poi">
        <SafeImage
          src={poi.cover?.url}
          alt={poi.name}
          width={poi.cover?.width ?? 750}
          height={poi.cover?.height ?? 500}
          placeholder={poi.cover?.color}
          resizeWidth={240}
          className={styles.cover}
        />
        <span className={styles.main}>
          <span className={styles.name}>{poi.name}</span>
          <span className={styles.meta}>
            {messages.kinds[poi.kind]}
            {poi.score > 0 ? ` · ${fmt(t.score, { n: poi.score.toFixed(1) })}` : ''}
          </span>
        </span>
        <span className={styles.distance}>{formatDistance(poi.distance)}</span>
      </Link>
    </li>
  );
}

function NearbyList({ poiId, kind, radius }: { poiId: string; kind: PoiKind; radius: number }) {
  const list = useNearby(poiId, kind, true);
  if (list.isPending) {
    return (
      <div>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  const rows = list.data?.pages.flatMap((p) => p.rows).filter((p) => String(p.id) !== poiId) ?? [];
  if (rows.length === 0) {
    return (
      <p className={styles.empty}>{fmt(t.nearbyEmpty, { r: formatDistance(radius), kind: messages.kinds[kind] })}</p>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {rows.map((p) => (
          <NearPoiRow key={p.id} poi={p} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {fmt(t.moreNearby, { kind: messages.kinds[kind] })}
        </button>
      ) : null}
    </>
  );
}

/** What is near: a tab per kind that has something within the radius, then those places by distance. */
export function PoiNearby({ poiId }: { poiId: string }) {
  const tabs = useSurroundTabs(poiId, true);
  const [active, setActive] = useState<PoiKind | null>(null);
  const withPlaces = tabs.data?.rows.filter((r) => r.count > 0) ?? [];
  if (!tabs.data || withPlaces.length === 0) return null;
  const kind = active ?? withPlaces[0]!.key;
  return (
    <PoiSection title={t.nearby} testId="poi-nearby">
      <div className={styles.tabs}>
        <TabBar
          items={withPlaces.map((r) => ({ key: r.key, label: `${r.name} ${r.count}` }))}
          active={kind}
          onChange={setActive}
          label={t.nearby}
          scrollable
        />
      </div>
      <NearbyList key={kind} poiId={poiId} kind={kind} radius={tabs.data.radius} />
    </PoiSection>
  );
}
