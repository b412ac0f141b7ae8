import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { distanceSql } from './destination-repository.ts';
import { boxAround, cellRanges, FINE } from './grid-cells.ts';

// Proposed POIs and their review. The duplicate check reads the fine grid cells around the point.

/** Names compared without case, spaces or punctuation: '故宫 博物院' and '故宫博物院' are one name. */
export const nameKey = (name: string) => name.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');

export async function sameNameNearby(db: Kysely<DB>, name: string, lat: number, lng: number, metres: number) {
  const ranges = cellRanges(boxAround(lat, lng, metres), FINE);
  const distance = distanceSql(lat, lng, sql.ref('p.lat'), sql.ref('p.lng'));
  const rows = await db
    .selectFrom('pois as p')
    .select(['p.id', 'p.name'])
    .where((eb) => eb.or(ranges.map(([a, b]) => eb.between('p.cell_fine', a, b))))
    .where(distance, '<=', metres)
    .execute();
  return rows.find((r) => nameKey(r.name) === nameKey(name));
}

export function insertProposal(
  db: Kysely<DB>,
  p: {
    userId: number;
    destinationId: number | null;
    name: string;
    kind: string;
    lat: number;
    lng: number;
    address: string;
    intro: string;
  },
) {
  return db
    .insertInto('poi_proposals')
    .values({
      user_id: p.userId,
      destination_id: p.destinationId,
      name: p.name,
      kind: p.kind,
      lat: p.lat,
      lng: p.lng,
      address: p.address,
      intro: p.intro,
    })
    .returning(['id', 'status', 'poi_id'])
    .executeTakeFirstOrThrow();
}

/** The proposal, locked for the review's transaction (two moderators deciding at once: the second waits, then sees it decided). */
export function lockProposal(trx: Transaction<DB>, id: number) {
  return trx.selectFrom('poi_proposals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function decideProposal(
  trx: Transaction<DB>,
  id: number,
  d: { status: 'approved' | 'rejected'; reviewerId: number | null; reason: string; poiId: number | null },
) {
  return trx
    .updateTable('poi_proposals')
    .set({ status: d.status, reviewer_id: d.reviewerId, reviewed_at: new Date(), reason: d.reason, poi_id: d.poiId })
    .where('id', '=', id)
    .returning(['id', 'status', 'poi_id'])
    .executeTakeFirstOrThrow();
}

export function insertPoiFromProposal(
  trx: Transaction<DB>,
  p: {
    destination_id: number | null;
    name: string;
    kind: string;
    lat: number;
    lng: number;
    address: string;
    intro: string;
  },
  destinationId: number,
) {
  return trx
    .insertInto('pois')
    .values({
      destination_id: destinationId,
      name: p.name,
      kind: p.kind,
      lat: p.lat,
      lng: p.lng,
      address: p.address,
      intro: p.intro,
      photos: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
