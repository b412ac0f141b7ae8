import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { assertClean } from '../community/index.ts';
import {
  findEditablePoi,
  findProposalForConsole,
  findProposalsForConsole,
  lockPoi,
  replacePoiLabels,
  replacePoiNotices,
  replacePoiPhotos,
} from './console-repository.ts';
import { decideProposalIn } from './proposal-service.ts';

// The places area for the console: proposals decided by operators, a POI's notices, photos and tags
// (docs/product/console-content.md).

type ProposalRaw = NonNullable<Awaited<ReturnType<typeof findProposalForConsole>>>;
const proposalView = (r: ProposalRaw) => ({
  id: String(r.id),
  proposer: { userId: r.user_code, nickname: r.nickname, avatar: r.avatar_url },
  name: r.name,
  kind: r.kind,
  lat: r.lat,
  lng: r.lng,
  address: r.address,
  intro: r.intro,
  destinationId: r.destination_id === null ? null : String(r.destination_id),
  state: r.status,
  reason: r.reason,
  poiId: r.poi_id === null ? null : String(r.poi_id),
  createdAt: r.created_at.toISOString(),
});

export async function proposalPage(
  app: AppContext,
  input: { state?: 'pending' | 'approved' | 'rejected' | undefined; cursor?: string | null; pageSize: number },
) {
  if (input.cursor && !/^\d{1,15}$/.test(input.cursor)) throw new AppError('badRequest', '参数错误：cursor');
  const before = input.cursor ? Number(input.cursor) : null;
  const rows = await findProposalsForConsole(app.db, input.state, before, input.pageSize + 1);
  const kept = rows.slice(0, input.pageSize);
  return {
    rows: kept.map(proposalView),
    nextCursor: rows.length > input.pageSize ? String(kept.at(-1)!.id) : null,
  };
}

/** An operator's decision, in the caller's transaction: before and after for the audit line. */
export async function decideProposalAsOperator(
  trx: Transaction<DB>,
  input: { id: number; approve: boolean; reason: string },
) {
  const before = await findProposalForConsole(trx, input.id);
  if (!before) throw notFound();
  await decideProposalIn(trx, { ...input, reviewerId: null });
  return { before: proposalView(before), after: proposalView((await findProposalForConsole(trx, input.id))!) };
}

export async function editablePoi(db: Kysely<DB>, id: number) {
  const poi = await findEditablePoi(db, id);
  if (!poi) throw notFound();
  return {
    id: String(poi.id),
    name: poi.name,
    notices: poi.notices,
    photos: poi.photos.map((p) => ({ url: p.url, width: p.width, height: p.height })),
    tags: poi.labels,
  };
}

/** Replaces what is given of a POI's notices, photos and tags (read by the filter first), in the caller's transaction. */
export async function editPoi(
  trx: Transaction<DB>,
  input: {
    id: number;
    notices?: Array<{ kind: 'hours' | 'ticket' | 'tip' | 'traffic'; title: string; body: string }> | undefined;
    photos?: Array<{ url: string; width: number; height: number }> | undefined;
    tags?: string[] | undefined;
  },
) {
  if (!(await lockPoi(trx, input.id))) throw notFound();
  const texts = [...(input.notices ?? []).flatMap((n) => [n.title, n.body]), ...(input.tags ?? [])].map((content) => ({
    kind: 'text' as const,
    content,
  }));
  if (texts.length) await assertClean(trx, texts);
  const before = await editablePoi(trx, input.id);
  if (input.notices) await replacePoiNotices(trx, input.id, input.notices);
  if (input.photos) await replacePoiPhotos(trx, input.id, input.photos);
  if (input.tags) await replacePoiLabels(trx, input.id, input.tags);
  return { before, after: await editablePoi(trx, input.id) };
}
