import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { findPlaceMarks } from '../community/index.ts';
import { footprintOf } from './footprint-repository.ts';

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** /travelMap: where the viewer has been (their content) and wants to go, with distinct countries and cities. */
export async function footprint(app: AppContext, me: SessionUser) {
  const raw = await footprintOf(app.db, await findPlaceMarks(app.db, me.id));
  const countries = new Set<number>();
  const cities = new Set<number>();
  const rows = raw.map((r) => {
    const destinationId = num(r.destination_id);
    const countryId = num(r.country_id);
    if (countryId !== null) countries.add(countryId);
    if (destinationId !== null && r.city_kind === 'city') cities.add(destinationId);
    return {
      poiId: num(r.poi_id),
      destinationId,
      name: r.name,
      lat: Number(r.lat),
      lng: Number(r.lng),
      city: r.city,
      fromContent: !!r.from_content,
      wanted: !!r.wanted,
    };
  });
  return { countries: countries.size, cities: cities.size, rows };
}
