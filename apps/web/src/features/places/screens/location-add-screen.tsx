import { Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { common, fmt } from '../../../lib/messages';
import { EmptyState } from '../../../ui/empty-state';
import { showToast } from '../../../ui/toast';
import { useMapSettings, type Viewport } from '../api/map';
import type { PoiKind } from '../api/poi';
import { useReverseGeo, useSaveProposal, type Proposal } from '../api/proposal';
import { LazyMapView } from '../components/lazy-map';
import type { LatLng } from '../lib/map-coords';
import { messages } from '../messages';
import styles from './location-add-screen.module.css';

const t = messages.add;
const KINDS: PoiKind[] = ['sight', 'food', 'shopping', 'fun', 'hotel', 'transport'];
const NO_MARKERS: never[] = [];

/**
 * /location/add (login): propose a place that is missing. The pin is the map's centre; the server holds the
 * proposal for review and refuses one within 200 m of a place of the same name (its message shows here).
 */
export function LocationAddScreen({ start }: { start: LatLng }) {
  const navigate = useNavigate();
  const settings = useMapSettings();
  const save = useSaveProposal();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<PoiKind>('sight');
  const [address, setAddress] = useState('');
  const [intro, setIntro] = useState('');
  const [point, setPoint] = useState<LatLng>(start);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<{ proposal: Proposal; name: string } | null>(null);
  const near = useReverseGeo(point);
  const onMove = useCallback((_v: Viewport, center: LatLng) => setPoint(center), []);
  const initial = useMemo(() => start, [start]);

  const submit = () => {
    setRefusal(null);
    if (name.trim().length < 2) return showToast(t.needName);
    save.mutate(
      {
        name: name.trim(),
        lat: Number(point.lat.toFixed(6)),
        lng: Number(point.lng.toFixed(6)),
        coordType: 'wgs84',
        kind,
        address: address.trim(),
        intro: intro.trim(),
      },
      {
        onSuccess: (proposal) => setDone({ proposal, name: name.trim() }),
        onError: (e) =>
          setRefusal(
            isApiError(e) && e.code > 0 && e.msg
              ? e.msg
              : isApiError(e)
                ? e.msg || common.serverFailed
                : common.serverFailed,
          ),
      },
    );
  };

  if (done) {
    return (
      <div className={styles.page} data-testid="location-added">
        <EmptyState
          title={t.doneTitle}
          hint={fmt(t.doneHint, { name: done.name })}
          action={
            <div className={styles.doneActions}>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => {
                  setDone(null);
                  setName('');
                  setAddress('');
                  setIntro('');
                }}
              >
                {t.again}
              </button>
              <button type="button" className={styles.primary} onClick={() => void navigate(-1)}>
                {t.back}
              </button>
            </div>
          }
        />
      </div>
    );
  }

  return (
    <form
      className={styles.page}
      data-testid="location-add"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className={styles.intro}>{t.intro}</p>
      <label className={styles.field}>
        <span className={styles.label}>{t.name}</span>
        <input
          className={styles.input}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          placeholder={t.namePlaceholder}
          data-testid="location-name"
        />
      </label>
      <div className={styles.field}>
        <span className={styles.label}>{t.kind}</span>
        <div className={styles.kinds} role="radiogroup" aria-label={t.kind}>
          {KINDS.map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={kind === k}
              className={`${styles.kind} ${kind === k ? styles.on : ''}`}
              onClick={() => setKind(k)}
            >
              {messages.kinds[k]}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.field}>
        <span className={styles.label}>{t.position}</span>
        <div className={styles.mapBox}>
          {settings.data ? (
            <Suspense fallback={null}>
              <LazyMapView
                settings={settings.data}
                markers={NO_MARKERS}
                center={initial}
                zoom={13}
                onViewportChange={onMove}
                className={styles.map}
                testId="location-map"
              />
            </Suspense>
          ) : null}
          <span className={styles.crosshair} aria-hidden />
        </div>
        <p className={styles.hint}>
          {t.positionHint}
          {near.data?.city ? ` · ${fmt(t.nearCity, { name: near.data.city.name })}` : ''}
        </p>
        <p className={styles.coords} data-testid="location-coords">
          {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
        </p>
      </div>
      <label className={styles.field}>
        <span className={styles.label}>{t.address}</span>
        <input
          className={styles.input}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          maxLength={200}
          placeholder={t.addressPlaceholder}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t.intro2}</span>
        <textarea
          className={styles.textarea}
          value={intro}
          onChange={(e) => setIntro(e.target.value)}
          maxLength={1000}
          placeholder={t.introPlaceholder}
        />
      </label>
      {refusal ? (
        <p className={styles.refusal} role="alert" data-testid="location-refusal">
          {refusal}
        </p>
      ) : null}
      <div className={styles.footer}>
        <button type="submit" className={styles.primary} disabled={save.isPending} data-testid="location-submit">
          {save.isPending ? t.submitting : t.submit}
        </button>
      </div>
    </form>
  );
}
