import { useDeferredValue, useState } from 'react';
import type { PickedPlace } from '../../../../lib/place-pick';
import { fmt } from '../../../../lib/messages';
import { CloseIcon } from '../../../../ui/action-icons';
import { useDestination } from '../api/destination';
import {
  useCityMatches,
  useNearbyPlaces,
  usePopularPlaces,
  useWhere,
  type NearPoi,
  type Point,
} from '../api/place-search';
import type { PoiRow } from '../api/billboard';
import { PlaceRow } from '../components/place-row';
import { RowSkeleton } from '../components/row-skeleton';
import { usePosition } from '../components/use-position';
import { formatDistance } from '../lib-format';
import { messages } from '../messages';
import styles from './location-picker-screen.module.css';

const t = messages.picker;

const poiPlace = (p: PoiRow | NearPoi): PickedPlace => ({
  name: p.name,
  poiId: String(p.id),
  destinationId: String(p.destinationId),
});

function PoiOptions({
  rows,
  selected,
  onPick,
}: {
  rows: readonly (PoiRow | NearPoi)[];
  selected: string;
  onPick: (place: PickedPlace) => void;
}) {
  return rows.map((p) => (
    <PlaceRow
      key={p.id}
      name={p.name}
      detail={p.address || messages.billboard.kinds[p.kind]}
      side={'distance' in p ? formatDistance(p.distance) : undefined}
      selected={p.name === selected}
      onPick={() => onPick(poiPlace(p))}
    />
  ));
}

/** What is typed: places around the centre (the position, else the destination) and cities by any spelling. */
function SearchResults({
  keyword,
  centre,
  selected,
  onPick,
}: {
  keyword: string;
  centre: Point | null;
  selected: string;
  onPick: (place: PickedPlace) => void;
}) {
  const places = useNearbyPlaces(centre, keyword);
  const cities = useCityMatches(keyword);
  const poiRows = places.data?.rows ?? [];
  // The match also finds countries (for 切换目的地); a post's place is a city or a point of interest.
  const cityRows = (cities.data?.rows ?? []).filter((c) => c.kind === 'city');
  const waiting = (centre !== null && places.isPending) || cities.isPending;
  return (
    <>
      <ul className={styles.list}>
        <PlaceRow
          name={fmt(t.useTyped, { name: keyword })}
          detail={t.useTypedHint}
          onPick={() => onPick({ name: keyword, poiId: null, destinationId: null })}
          testId="place-typed"
        />
      </ul>
      {poiRows.length > 0 ? (
        <>
          <h2 className={styles.caption}>{t.places}</h2>
          <ul className={styles.list} data-testid="place-results">
            <PoiOptions rows={poiRows} selected={selected} onPick={onPick} />
          </ul>
        </>
      ) : null}
      {cityRows.length > 0 ? (
        <>
          <h2 className={styles.caption}>{t.cities}</h2>
          <ul className={styles.list} data-testid="city-results">
            {cityRows.map((c) => (
              <PlaceRow
                key={c.id}
                name={c.name}
                detail={c.nameEn}
                side={t.city}
                selected={c.name === selected}
                onPick={() => onPick({ name: c.name, poiId: null, destinationId: String(c.id) })}
                testId="city-option"
              />
            ))}
          </ul>
        </>
      ) : null}
      {waiting ? <RowSkeleton rows={3} /> : null}
      {!waiting && poiRows.length === 0 && cityRows.length === 0 ? (
        <p className={styles.note}>{fmt(t.noResult, { keyword })}</p>
      ) : null}
    </>
  );
}

/** With a position: what is near it, nearest first, under the name of the city it is in. */
function Nearby({ point, selected, onPick }: { point: Point; selected: string; onPick: (p: PickedPlace) => void }) {
  const places = useNearbyPlaces(point, '');
  const where = useWhere(point);
  const city = where.data?.city?.name;
  return (
    <>
      <h2 className={styles.caption} data-testid="picker-context">
        {city ? fmt(t.located, { name: city }) : t.nearby}
      </h2>
      {places.isPending ? <RowSkeleton rows={4} /> : null}
      {places.data && places.data.rows.length === 0 ? <p className={styles.note}>{t.noNearby}</p> : null}
      <ul className={styles.list} data-testid="nearby-places">
        <PoiOptions rows={places.data?.rows ?? []} selected={selected} onPick={onPick} />
      </ul>
    </>
  );
}

/** Without a position: the current destination's most popular places. */
function Popular({
  destinationId,
  name,
  selected,
  onPick,
}: {
  destinationId: string;
  name: string;
  selected: string;
  onPick: (p: PickedPlace) => void;
}) {
  const places = usePopularPlaces(destinationId);
  return (
    <>
      <h2 className={styles.caption} data-testid="picker-context">
        {fmt(t.positionOff, { name })}
      </h2>
      {places.isPending ? <RowSkeleton rows={4} /> : null}
      <ul className={styles.list} data-testid="popular-places">
        <PoiOptions rows={places.data?.rows ?? []} selected={selected} onPick={onPick} />
      </ul>
    </>
  );
}

/**
 * /location/basics: choosing the place a post is about. Nearby first (the browser's position, when allowed),
 * else the current destination's popular places; typing searches places and cities. `onPick` answers a place,
 * or null for "no place".
 */
export function LocationPickerScreen({
  destinationId,
  selected,
  onPick,
}: {
  /** The current destination: where "popular" and searches are when the browser gives no position. */
  destinationId: string;
  /** The place already chosen (its name), ticked in the lists. */
  selected: string;
  onPick: (place: PickedPlace | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim());
  const position = usePosition();
  const destination = useDestination(destinationId);
  const d = destination.data;
  const point = position.status === 'found' ? { lat: position.lat, lng: position.lng } : null;
  const centre = point ?? (d && d.lat !== null && d.lng !== null ? { lat: d.lat, lng: d.lng } : null);

  return (
    <div className={styles.page} data-testid="location-picker">
      <div className={styles.searchBar}>
        <input
          className={styles.input}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t.searchHint}
          aria-label={t.search}
          maxLength={30}
          enterKeyHint="search"
          data-testid="place-search"
        />
        {typed ? (
          <button type="button" className={styles.clear} onClick={() => setTyped('')} aria-label={t.clear}>
            <CloseIcon />
          </button>
        ) : null}
      </div>
      <ul className={styles.list}>
        <PlaceRow name={t.none} selected={selected === ''} onPick={() => onPick(null)} testId="place-none" />
      </ul>
      {keyword ? (
        <SearchResults keyword={keyword} centre={centre} selected={selected} onPick={onPick} />
      ) : point ? (
        <Nearby point={point} selected={selected} onPick={onPick} />
      ) : position.status === 'locating' ? (
        <>
          <h2 className={styles.caption}>{t.locating}</h2>
          <RowSkeleton rows={4} />
        </>
      ) : d ? (
        <Popular destinationId={String(d.id)} name={d.name} selected={selected} onPick={onPick} />
      ) : destinationId && destination.isPending ? (
        <RowSkeleton rows={4} />
      ) : (
        <p className={styles.note} data-testid="picker-context">
          {t.positionOffNoPlace}
        </p>
      )}
    </div>
  );
}
