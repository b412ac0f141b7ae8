import { Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { common, fmt } from '../../../lib/messages';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { useFootprint, type FootprintRow } from '../api/footprint';
import { useMapSettings } from '../api/map';
import { LazyMapView } from '../components/lazy-map';
import type { MapMarker } from '../components/map-view';
import { ensureLogin, useViewerId } from '../lib/ensure-login';
import { messages } from '../messages';
import styles from './travel-map-screen.module.css';

const t = messages.travel;
const WORLD = { lat: 30, lng: 105 };

const keyOf = (r: FootprintRow) => (r.poiId !== null ? `p${r.poiId}` : `d${r.destinationId}`);

function Stats({ countries, cities, places }: { countries: number; cities: number; places: number }) {
  return (
    <dl className={styles.stats} data-testid="travel-stats">
      <div>
        <dt>{t.countries}</dt>
        <dd data-testid="travel-countries">{countries}</dd>
      </div>
      <div>
        <dt>{t.cities}</dt>
        <dd data-testid="travel-cities">{cities}</dd>
      </div>
      <div>
        <dt>{t.places}</dt>
        <dd>{places}</dd>
      </div>
    </dl>
  );
}

/** /travelMap: the viewer's footprint on the map (published there, or want to go) with countries and cities. */
export function TravelMapScreen() {
  const viewer = useViewerId();
  const settings = useMapSettings();
  const footprint = useFootprint(viewer);
  const rows = footprint.data?.rows;
  const markers = useMemo<MapMarker[]>(
    () =>
      (rows ?? []).map((r) => ({
        id: keyOf(r),
        lat: r.lat,
        lng: r.lng,
        label: r.name,
        kind: r.fromContent ? 'content' : 'want',
      })),
    [rows],
  );

  if (!viewer) {
    return (
      <EmptyState
        title={t.login}
        action={
          <button type="button" className={styles.login} onClick={() => ensureLogin()}>
            {t.loginAction}
          </button>
        }
      />
    );
  }
  if (footprint.isError || settings.isError) {
    return (
      <ErrorState
        title={common.errorTitle}
        hint={common.errorHint}
        retryLabel={common.retry}
        onRetry={() => void Promise.all([footprint.refetch(), settings.refetch()])}
      />
    );
  }
  const data = footprint.data;
  return (
    <div className={styles.page} data-testid="travel-map">
      <div className={styles.mapBox}>
        {settings.data && data ? (
          <Suspense fallback={null}>
            <LazyMapView
              settings={settings.data}
              markers={markers}
              center={WORLD}
              zoom={2}
              fit
              className={styles.map}
              testId="travel-map-view"
            />
          </Suspense>
        ) : (
          <Skeleton className={styles.map} />
        )}
        {data ? <Stats countries={data.countries} cities={data.cities} places={data.rows.length} /> : null}
      </div>
      <div className={styles.legend}>
        <span className={styles.dotContent} aria-hidden />
        {t.fromContent}
        <span className={styles.dotWant} aria-hidden />
        {t.fromWant}
      </div>
      {!data ? null : data.rows.length === 0 ? (
        <EmptyState title={t.empty} hint={t.emptyHint} />
      ) : (
        <section>
          <h2 className={styles.listTitle}>{t.list}</h2>
          <ul className={styles.list}>
            {data.rows.map((r) => {
              const body = (
                <>
                  <span className={styles.name}>{r.name}</span>
                  <span className={styles.city}>{r.city && r.city !== r.name ? r.city : ''}</span>
                  <span className={styles.tags}>
                    {r.fromContent ? <span className={styles.tagContent}>{t.fromContent}</span> : null}
                    {r.wanted ? <span className={styles.tagWant}>{t.fromWant}</span> : null}
                  </span>
                </>
              );
              return (
                <li key={keyOf(r)} data-testid="travel-row">
                  {r.poiId !== null ? (
                    <Link to={`/poiDetails?poiId=${r.poiId}`} className={styles.row}>
                      {body}
                    </Link>
                  ) : (
                    <Link to={`/poiMap?destinationId=${r.destinationId}`} className={styles.row}>
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <p className={styles.total}>{data ? fmt(t.summary, { n: data.rows.length }) : ''}</p>
    </div>
  );
}
