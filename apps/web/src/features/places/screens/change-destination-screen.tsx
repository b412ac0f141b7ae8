import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { common, fmt } from '../../../lib/messages';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ListStates } from '../../../ui/list-states';
import { Skeleton } from '../../../ui/skeleton';
import { TabBar } from '../../../ui/tab-bar';
import {
  useChinaDestinations,
  useContinentDestinations,
  useContinents,
  useCountryCities,
  useDestinationMatch,
  type Destination,
  type RegionEntry,
} from '../api/destinations';
import { DestinationIndex, DestinationRow } from '../components/destination-index';
import { readCurrentDestination, saveCurrentDestination } from '../lib/current-destination';
import { pickTarget } from '../lib/letter-groups';
import { messages } from '../messages';
import styles from './change-destination-screen.module.css';

const t = messages.change;
const RECOMMENDED = 9999;
const CHINA = 1000001;
/** Where a pick goes when the address names no `redirect`: the destination's places, ranked. */
const DEFAULT_TARGET = '/billboardList';

function ListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

/** The hot cities of an entry as a grid of chips. */
function HotCities({ cities, onPick }: { cities: readonly Destination[]; onPick: (d: Destination) => void }) {
  if (cities.length === 0) return null;
  return (
    <section className={styles.hot}>
      <h3 className={styles.hotTitle}>{t.hot}</h3>
      <div className={styles.hotGrid}>
        {cities.map((c) => (
          <button key={c.id} type="button" className={styles.chip} onClick={() => onPick(c)} data-testid="hot-city">
            {c.name}
          </button>
        ))}
      </div>
    </section>
  );
}

function RegionPanel({ entry, onPick }: { entry: RegionEntry; onPick: (d: Destination) => void }) {
  const isChina = entry.id === CHINA;
  const continent = entry.level === 1 ? entry.id : null;
  const china = useChinaDestinations(isChina);
  const cities = useContinentDestinations(continent);
  const list = isChina ? china : cities;
  if (entry.id === RECOMMENDED) return <HotCities cities={entry.cityVoList} onPick={onPick} />;
  const rows = list.data ?? [];
  return (
    <ListStates
      query={list}
      count={rows.length}
      skeleton={<ListSkeleton />}
      errorHint={common.errorHint}
      retrying={list.isRefetching}
      empty={t.empty}
    >
      <HotCities cities={entry.cityVoList} onPick={onPick} />
      <DestinationIndex rows={rows} onPick={onPick} idPrefix={`region-${entry.id}`} />
    </ListStates>
  );
}

/** A country picked from the search: its cities, A–Z, to pick one from. */
function CountryPanel({ country, onPick }: { country: Destination; onPick: (d: Destination) => void }) {
  const cities = useCountryCities(country.id);
  const rows = cities.data ?? [];
  return (
    <section data-testid="country-cities" aria-label={fmt(t.citiesOf, { name: country.name })}>
      <h3 className={styles.countryTitle}>{fmt(t.citiesOf, { name: country.name })}</h3>
      <ListStates
        query={cities}
        count={rows.length}
        skeleton={<ListSkeleton />}
        errorHint={common.errorHint}
        retrying={cities.isRefetching}
        empty={t.empty}
      >
        <DestinationIndex rows={rows} onPick={onPick} idPrefix={`country-${country.id}`} />
      </ListStates>
    </section>
  );
}

function SearchResults({ keyword, onPick }: { keyword: string; onPick: (d: Destination) => void }) {
  const match = useDestinationMatch(keyword);
  if (match.isError) {
    return (
      <ErrorState
        title={common.errorTitle}
        hint={common.errorHint}
        retryLabel={common.retry}
        onRetry={() => void match.refetch()}
        retrying={match.isRefetching}
      />
    );
  }
  if (!match.data) return <ListSkeleton />;
  if (match.data.length === 0) return <EmptyState title={fmt(t.noMatch, { q: keyword.trim() })} hint={t.noMatchHint} />;
  return (
    <ul className={styles.results} data-testid="destination-results" aria-busy={match.isPlaceholderData}>
      {match.data.map((d) => (
        <DestinationRow
          key={d.id}
          destination={d}
          onPick={onPick}
          badge={d.kind === 'country' ? t.country : d.countryCode || undefined}
        />
      ))}
    </ul>
  );
}

/**
 * /changeDestination and /destination/change: continent tabs (docs/product/places.md's two pseudo-entries first),
 * an A–Z list with a side letter bar, and search as you type by Chinese, English, pinyin or initials. A pick is
 * remembered and opens the address's `redirect` (a path of ours) or the destination's places.
 */
export function ChangeDestinationScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const continents = useContinents();
  const [active, setActive] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // A country picked from the search results opens its cities; typing again goes back to the results.
  const [country, setCountry] = useState<Destination | null>(null);
  const keyword = useDeferredValue(query);
  const current = useMemo(() => readCurrentDestination(), []);

  const entries = continents.data?.rows;
  const tabs = useMemo(() => (entries ?? []).map((e) => ({ key: String(e.id), label: e.name })), [entries]);
  const activeKey = active ?? tabs[0]?.key ?? '';
  const entry = entries?.find((e) => String(e.id) === activeKey);

  const type = (text: string) => {
    setQuery(text);
    setCountry(null);
  };
  const pick = (d: Destination) => {
    if (d.kind === 'country') {
      setCountry(d);
      return;
    }
    saveCurrentDestination({ id: d.id, name: d.name, lat: d.lat, lng: d.lng });
    void navigate(pickTarget(params.get('redirect'), d.id, DEFAULT_TARGET));
  };

  return (
    <div className={styles.page} data-testid="change-destination">
      <div className={styles.head}>
        <form className={styles.search} role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            className={styles.input}
            type="search"
            value={query}
            onChange={(e) => type(e.target.value)}
            placeholder={t.searchPlaceholder}
            aria-label={t.searchLabel}
            enterKeyHint="search"
            autoComplete="off"
            data-testid="destination-search"
          />
          {query ? (
            <button type="button" className={styles.clear} onClick={() => type('')}>
              {t.cancel}
            </button>
          ) : null}
        </form>
        {current && !query ? <p className={styles.current}>{fmt(t.current, { name: current.name })}</p> : null}
        {!query && tabs.length > 0 ? (
          <TabBar items={tabs} active={activeKey} onChange={setActive} label={t.continents} scrollable />
        ) : null}
      </div>
      {query.trim() && country ? (
        <CountryPanel country={country} onPick={pick} />
      ) : query.trim() ? (
        <SearchResults keyword={keyword} onPick={pick} />
      ) : continents.isPending ? (
        <ListSkeleton />
      ) : continents.isError ? (
        <ErrorState
          title={common.errorTitle}
          hint={common.errorHint}
          retryLabel={common.retry}
          onRetry={() => void continents.refetch()}
          retrying={continents.isRefetching}
        />
      ) : entry ? (
        <RegionPanel key={entry.id} entry={entry} onPick={pick} />
      ) : null}
    </div>
  );
}
