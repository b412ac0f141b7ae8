import type { Kysely } from 'kysely';
import type { DestinationRef, PoiCard } from '@app/contract';
import type { AppContext } from '../../platform/context.ts';
import { inIdOrder } from '../../platform/db/in-id-order.ts';
import type { DB } from '../../platform/db/schema.ts';
import { byIds, destinationSearchSources } from './destination-repository.ts';
import { toDestination, toPoiCard } from './place-views.ts';
import { onlinePoisByIds, poiSearchSources } from './poi-repository.ts';

// What search reads of places (docs/product/search.md): the rows it indexes, and the cards of the ids it ranked, in
// its order. Global search finds countries, provinces and cities; continents are browsed, not searched.

export const SEARCHED_DESTINATION_KINDS = ['city', 'province', 'country'] as const;

export const poiSearchRows = poiSearchSources;

export function destinationSearchRows(
  db: Kysely<DB>,
  by: { ids: readonly number[] } | { afterId: number; limit: number },
) {
  return destinationSearchSources(db, 'ids' in by ? by : { ...by, kinds: SEARCHED_DESTINATION_KINDS });
}

/** The cards of the online POIs among `ids`, in the order of `ids`. */
export async function poiCardsByIds(app: AppContext, ids: readonly number[]): Promise<PoiCard[]> {
  const rows = await onlinePoisByIds(app.db, ids);
  return inIdOrder(ids, rows).map(toPoiCard);
}

/** The destinations among `ids`, in the order of `ids`. */
export async function destinationRefsByIds(app: AppContext, ids: readonly number[]): Promise<DestinationRef[]> {
  const rows = await byIds(app.db, [...ids]);
  return inIdOrder(ids, rows).map(toDestination);
}
