import { Suspense, useCallback, useMemo, useState } from 'react';
import { common } from '../../../lib/messages';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Spinner } from '../../../ui/spinner';
import { useDestination } from '../api/destinations';
import { useMapSettings, useViewportPois, type Viewport, type ViewportPoi } from '../api/map';
import { isMissing, useDestinationPois, usePoiInfo } from '../api/poi';
import { LazyMapView } from '../components/lazy-map';
import { CARD_OFFSET, MapCard, type CardState } from '../components/map-card';
import type { MapMarker } from '../components/map-view';
import { PoiMissing } from '../components/poi-missing';
import { messages } from '../messages';
import styles from './poi-map-screen.module.css';

/**
 * /poiMap (?poiId= or ?destinationId=): the places around a POI or in a destination on the map, asked of the
 * server for the visible area after each move; a marker's tap shows its card at the bottom (docs/product/places.md 48, 88
 * and 118 px), and the map keeps the chosen marker above the card.
 */
export function PoiMapScreen({ poiId, destinationId }: { poiId: string; destinationId: string }) {
  const settings = useMapSettings();
  const poi = usePoiInfo(poiId);
  const destination = useDestination(poiId ? '' : destinationId);
  // A destination's view is framed on its places; after that the map asks for whatever area it shows.
  const framing = useDestinationPois(poiId ? '' : destinationId);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const inView = useViewportPois(viewport);
  const [selected, setSelected] = useState<string | null>(poiId || null);
  const [state, setState] = useState<CardState>(poiId ? 'full' : 'bar');
  const [focus, setFocus] = useState<{ lat: number; lng: number } | null>(null);

  const rows = inView.data?.rows;
  const places = useMemo(() => {
    const list: ViewportPoi[] = [...(rows ?? [])];
    // The POI the map was opened for stays on it even when the area's most popular places crowd it out.
    if (poi.data && !list.some((p) => p.id === poi.data.id)) list.unshift(poi.data);
    // Before the first viewport answer, the destination's own places frame the map.
    if (!rows && framing.data) list.push(...framing.data);
    return list;
  }, [rows, poi.data, framing.data]);
  const markers = useMemo<MapMarker[]>(
    () =>
      places.map((p) => ({
        id: String(p.id),
        lat: p.lat,
        lng: p.lng,
        label: p.name,
        active: String(p.id) === selected,
      })),
    [places, selected],
  );
  const chosen = places.find((p) => String(p.id) === selected) ?? null;

  const onMarker = useCallback(
    (id: string) => {
      setSelected(id);
      setState('full');
      const p = places.find((x) => String(x.id) === id);
      if (p) setFocus({ lat: p.lat, lng: p.lng });
    },
    [places],
  );
  const onMove = useCallback((v: Viewport) => setViewport(v), []);

  const start = poiId ? poi : destination;
  if (!/^\d+$/.test(poiId || destinationId)) return <EmptyState title={messages.poi.missing} />;
  if (settings.isPending || start.isPending || (!poiId && framing.isPending)) {
    return (
      <div className={styles.page}>
        <Spinner />
      </div>
    );
  }
  if (start.isError || settings.isError || !start.data) {
    const missing = !start.isError ? !start.data : isMissing(start.error);
    return missing ? (
      <PoiMissing />
    ) : (
      <ErrorState
        title={common.errorTitle}
        hint={common.errorHint}
        retryLabel={common.retry}
        onRetry={() => void Promise.all([settings.refetch(), start.refetch()])}
      />
    );
  }
  const center = poi.data ? poi.data : { lat: destination.data?.lat ?? 0, lng: destination.data?.lng ?? 0 };
  const offset = CARD_OFFSET[chosen ? state : 'bar'];

  return (
    <div className={styles.page} data-testid="poi-map" style={{ ['--card-offset' as string]: `${offset}px` }}>
      {settings.data ? (
        <Suspense fallback={<Spinner />}>
          <LazyMapView
            settings={settings.data}
            markers={markers}
            center={center}
            zoom={poi.data ? (settings.data.provider === 'offline' ? 13 : 15) : 12}
            fit={!poi.data}
            bottomInset={offset}
            focus={focus}
            onMarkerClick={onMarker}
            onViewportChange={onMove}
            className={styles.map}
          />
        </Suspense>
      ) : null}
      <MapCard
        state={chosen ? state : 'bar'}
        poi={chosen}
        count={places.length}
        loading={inView.isPending}
        onExpand={() => setState((s) => (s === 'full' ? 'compact' : 'full'))}
      />
    </div>
  );
}
