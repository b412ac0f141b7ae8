import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, PinIcon } from '../../../ui/action-icons';
import { useMapSettings } from '../api/map';
import type { PoiInfo } from '../api/poi';
import { messages } from '../messages';
import { LazyMapView } from './lazy-map';
import { PoiSection } from './poi-section';
import styles from './poi-map-card.module.css';

const t = messages.poi;

/**
 * True once the box shows in the viewport; the map's code and outlines (a quarter of a megabyte of shapes to
 * parse and draw) wait for that, so a first view that does not show the map does not pay for it.
 */
function useNearView<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true));
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** A small still map of the POI with its address; a tap opens /poiMap around it. */
export function PoiMapCard({ poi }: { poi: PoiInfo }) {
  const [ref, near] = useNearView<HTMLAnchorElement>();
  const settings = useMapSettings();
  const markers = useMemo(
    () => [{ id: String(poi.id), lat: poi.lat, lng: poi.lng, label: poi.name, active: true }],
    [poi],
  );
  const href = `/poiMap?poiId=${poi.id}`;
  return (
    <PoiSection title={t.map} testId="poi-map-card">
      <Link ref={ref} to={href} className={styles.card} data-testid="poi-open-map" aria-label={t.openMap}>
        <div className={styles.map}>
          {near && settings.data ? (
            <Suspense fallback={null}>
              <LazyMapView
                settings={settings.data}
                markers={markers}
                center={poi}
                // Outlines alone show nothing at street level; a wider view shows the coast and borders.
                zoom={settings.data.provider === 'offline' ? 9 : 15}
                interactive={false}
                className={styles.mapView}
                testId="poi-card-map"
              />
            </Suspense>
          ) : null}
          <span className={styles.shield} aria-hidden />
        </div>
        <div className={styles.address}>
          <PinIcon className={styles.pin} />
          <span className={styles.addressText}>
            {poi.address || [poi.destination?.name, poi.name].filter(Boolean).join(' · ')}
          </span>
          <span className={styles.open}>
            {t.openMap}
            <ChevronRightIcon className={styles.chevron} />
          </span>
        </div>
      </Link>
    </PoiSection>
  );
}
