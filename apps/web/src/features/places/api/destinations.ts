import { CONTINENT_LIST } from '@app/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

export type Continents = ApiOutput<'/api/destination/v1/getAllRegionContinents'>;
export type RegionEntry = Continents['rows'][number];
export type Destination = ApiOutput<'/api/ls/v1/destination/queryChinaDestination'>['rows'][number];
export type DestinationMatch = ApiOutput<'/api/destination/v1/matchNewDestinations'>['rows'][number];

export const destinationKeys = {
  all: ['places', 'destinations'] as const,
  continents: () => [...destinationKeys.all, 'continents'] as const,
  continent: (id: number) => [...destinationKeys.all, 'continent', id] as const,
  china: () => [...destinationKeys.all, 'china'] as const,
  match: (q: string) => [...destinationKeys.all, 'match', q] as const,
};

// Reference data changes with a release, not by the minute: kept for the session.
const REFERENCE = { staleTime: 30 * 60_000, gcTime: 60 * 60_000 } as const;

export function continentsQueryOptions() {
  return queryOptions({
    queryKey: destinationKeys.continents(),
    queryFn: ({ signal }) => post('/api/destination/v1/getAllRegionContinents', {}, { signal, toast: false }),
    ...REFERENCE,
  });
}
export const useContinents = () => useQuery(continentsQueryOptions());

/** A continent's destinations: docs/product/places.md asks for page 1 of 1000, source 1, in one call. */
export function useContinentDestinations(continentRegionId: number | null) {
  return useQuery({
    queryKey: destinationKeys.continent(continentRegionId ?? 0),
    queryFn: ({ signal }) =>
      post(
        '/api/ls/v1/destination/findAllDestinationByContinentRegionId',
        { continentRegionId: continentRegionId ?? 0, ...CONTINENT_LIST },
        { signal, toast: false },
      ).then((page) => page.rows),
    enabled: continentRegionId !== null,
    ...REFERENCE,
  });
}

/** China's pseudo-entry lists the cities of China. */
export function useChinaDestinations(enabled: boolean) {
  return useQuery({
    queryKey: destinationKeys.china(),
    queryFn: ({ signal }) =>
      post('/api/ls/v1/destination/queryChinaDestination', {}, { signal, toast: false }).then((answer) => answer.rows),
    enabled,
    ...REFERENCE,
  });
}

/** Search as you type: Chinese, English, pinyin or initials, ranked by the server (exact, prefix, contains). */
export function useDestinationMatch(keyword: string) {
  const q = keyword.trim();
  return useQuery<DestinationMatch[]>({
    queryKey: destinationKeys.match(q),
    queryFn: ({ signal }) =>
      post('/api/destination/v1/matchNewDestinations', { keyword: q, pageSize: 30 }, { signal, toast: false }).then(
        (answer) => answer.rows,
      ),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** A country's cities A–Z: what a country picked from the search opens (every page of them, 100 at a time). */
export function useCountryCities(countryId: number | null) {
  return useQuery({
    queryKey: [...destinationKeys.all, 'country', countryId ?? 0] as const,
    queryFn: async ({ signal }) => {
      const rows: Destination[] = [];
      for (let pageNo = 1; ; pageNo++) {
        const page = await post(
          '/api/ls/v1/destination/findDestinationCityByRegion',
          { regionId: countryId ?? 0, pageNo, pageSize: COUNTRY_PAGE },
          { signal, toast: false },
        );
        rows.push(...page.rows);
        if (page.rows.length < COUNTRY_PAGE || rows.length >= page.total) return rows;
      }
    },
    enabled: countryId !== null,
    ...REFERENCE,
  });
}
/** The largest page the server gives. */
const COUNTRY_PAGE = 100;

export type DestinationDetail = ApiOutput<'/api/destination/v1/getDestinationById'>;

export function useDestination(id: string) {
  return useQuery({
    queryKey: [...destinationKeys.all, 'one', id] as const,
    queryFn: ({ signal }) => post('/api/destination/v1/getDestinationById', { id }, { signal, toast: false }),
    enabled: /^\d+$/.test(id),
    ...REFERENCE,
  });
}
