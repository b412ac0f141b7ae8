import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import { listEvaluations, wantToGo } from '../community/index.ts';
import { byId } from './destination-repository.ts';
import {
  audioTracks,
  columnsOf,
  destinationPois,
  findNotices,
  findPoi,
  findPoiDetails,
  groupPois,
  groupsOf,
} from './poi-repository.ts';
import { KIND_NAMES, photosOf, toDestination, toGcj02, toPoiCard } from './place-views.ts';

/** Evaluations shown on a POI's page; the rest through getEvaluateByParams. */
const EVALUATIONS_SHOWN = 3;

export async function poiInfo(app: AppContext, viewer: SessionUser | null, poiId: number) {
  const poi = await findPoi(app.db, poiId);
  if (!poi) throw notFound();
  // Want-to-go is counted from rows by the community's own service (it is the like on a POI).
  const [details, destination, wanted, evaluations] = await Promise.all([
    findPoiDetails(app.db, poiId),
    byId(app.db, Number(poi.destination_id)),
    wantToGo(app, viewer, poiId),
    listEvaluations(app, viewer, { targetType: 'poi', targetId: poiId, pageSize: EVALUATIONS_SHOWN }),
  ]);
  return {
    ...toPoiCard(poi),
    intro: poi.intro,
    phone: poi.phone,
    photos: photosOf(poi.photos),
    labels: details.labels,
    notices: details.notices,
    destination: destination ? toDestination(destination) : null,
    wantToGo: wanted,
    audioCount: details.audioCount,
    evaluation: { count: evaluations.count, average: evaluations.average, latest: evaluations.rows },
  };
}

export async function poiNotices(app: AppContext, poiId: number) {
  if (!(await findPoi(app.db, poiId))) throw notFound();
  return { rows: await findNotices(app.db, poiId) };
}

const popularityCursor = (cursor: string | null | undefined) => {
  const p = decodeCursor(cursor);
  return p ? { popularity: Number(p.value), id: p.id } : null;
};

export async function destinationPoiPage(
  app: AppContext,
  input: {
    destinationId: number;
    kind?: string | undefined;
    label?: string | undefined;
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const rows = await destinationPois(app.db, {
    ...input,
    after: popularityCursor(input.cursor),
    limit: input.pageSize + 1,
  });
  const page = pageOf(rows, input.pageSize, (last) => ({ value: String(last.popularity), id: Number(last.id) }));
  return { rows: page.rows.map(toPoiCard), nextCursor: page.nextCursor };
}

export async function poiGroups(app: AppContext, destinationId: number) {
  const rows = await groupsOf(app.db, destinationId);
  return {
    rows: rows.map((g) => ({
      id: Number(g.id),
      name: g.name,
      intro: g.intro,
      coverUrl: g.cover_url,
      poiCount: Number(g.poi_count),
    })),
  };
}

export async function groupData(app: AppContext, input: { groupId: number; pageNo: number; pageSize: number }) {
  const page = await groupPois(app.db, input.groupId, (input.pageNo - 1) * input.pageSize, input.pageSize);
  if (!page) throw notFound();
  return { rows: page.rows.map(toPoiCard), total: page.total, pageNo: input.pageNo, pageSize: input.pageSize };
}

export async function columnsAndLabels(app: AppContext, destinationId: number) {
  const { kinds, labels } = await columnsOf(app.db, destinationId);
  const count = new Map(kinds.map((k) => [k.kind, Number(k.n)]));
  return {
    columns: (Object.keys(KIND_NAMES) as (keyof typeof KIND_NAMES)[])
      .filter((k) => count.has(k))
      .map((key) => ({ key, name: KIND_NAMES[key], count: count.get(key) ?? 0 })),
    labels: labels.map((l) => ({ label: l.label, count: Number(l.n) })),
  };
}

/** The label layout is on for a destination once its POIs carry labels to show. */
export async function newTagSwitch(app: AppContext, destinationId: number) {
  const { labels } = await columnsOf(app.db, destinationId);
  return { on: labels.length > 0 };
}

export async function poiAudio(app: AppContext, poiId: number) {
  if (!(await findPoi(app.db, poiId))) throw notFound();
  const rows = await audioTracks(app.db, poiId);
  return {
    rows: rows.map((t) => ({
      id: Number(t.id),
      title: t.title,
      url: app.media.urlOf(t.media_key),
      duration: t.duration_s,
    })),
  };
}

export { toGcj02 };
