import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// The places area's tables as the console reads and edits them: proposals, a POI's notices, photos and tags
// (docs/product/console-content.md).

type Db = Kysely<DB> | Transaction<DB>;

const proposals = (db: Db) =>
  db
    .selectFrom('poi_proposals as p')
    .select([
      'p.user_id',
      'p.id',
      'p.name',
      'p.kind',
      'p.lat',
      'p.lng',
      'p.address',
      'p.intro',
      'p.destination_id',
      'p.status',
      'p.reason',
      'p.poi_id',
      'p.created_at',
    ]);

export async function findProposalsForConsole(
  db: Db,
  state: 'pending' | 'approved' | 'rejected' | undefined,
  beforeId: number | null,
  limit: number,
) {
  let q = proposals(db);
  if (state) q = q.where('p.status', '=', state);
  if (beforeId !== null) q = q.where('p.id', '<', beforeId);
  return q.orderBy('p.id', 'desc').limit(limit).execute();
}

export const findProposalForConsole = (db: Db, id: number) => proposals(db).where('p.id', '=', id).executeTakeFirst();

/** A POI of any status with what the console edits. */
export async function findEditablePoi(db: Db, id: number) {
  const poi = await db.selectFrom('pois').select(['id', 'name', 'photos']).where('id', '=', id).executeTakeFirst();
  if (!poi) return undefined;
  const [notices, labels] = await Promise.all([
    db.selectFrom('poi_notices').select(['kind', 'title', 'body']).where('poi_id', '=', id).orderBy('sort').execute(),
    db.selectFrom('poi_labels').select('label').where('poi_id', '=', id).orderBy('label').execute(),
  ]);
  return { ...poi, notices, labels: labels.map((l) => l.label) };
}

export async function lockPoi(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('pois').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined;
}

export async function replacePoiNotices(
  db: Db,
  poiId: number,
  notices: ReadonlyArray<{ kind: 'hours' | 'ticket' | 'tip' | 'traffic'; title: string; body: string }>,
) {
  await db.deleteFrom('poi_notices').where('poi_id', '=', poiId).execute();
  if (notices.length === 0) return;
  await db
    .insertInto('poi_notices')
    .values(notices.map((n, i) => ({ poi_id: poiId, sort: i, kind: n.kind, title: n.title, body: n.body })))
    .execute();
}

export async function replacePoiPhotos(
  db: Db,
  poiId: number,
  photos: ReadonlyArray<{ url: string; width: number; height: number }>,
) {
  await db
    .updateTable('pois')
    .set({ photos: JSON.stringify(photos) })
    .where('id', '=', poiId)
    .execute();
}

export async function replacePoiLabels(db: Db, poiId: number, labels: readonly string[]) {
  await db.deleteFrom('poi_labels').where('poi_id', '=', poiId).execute();
  const unique = [...new Set(labels)];
  if (unique.length === 0) return;
  await db
    .insertInto('poi_labels')
    .values(unique.map((label) => ({ poi_id: poiId, label })))
    .execute();
}
