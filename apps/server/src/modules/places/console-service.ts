import { poiChanged } from './place-events.ts';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { assertClean } from '../community/index.ts';
import { findUserCards } from '../identity/index.ts';
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

type ProposalRow = NonNullable<Awaited<ReturnType<typeof findProposalForConsole>>>;
type Proposer = Awaited<ReturnType<typeof findUserCards>>[number];

/** The proposals with their proposers as identity shows them (one read for the page); a proposer gone drops its row. */
async function withProposers(db: Kysely<DB>, rows: ProposalRow[]): Promise<(ProposalRow & { proposer: Proposer })[]> {
  const users = new Map(
    (await findUserCards(db, [...new Set(rows.map((r) => r.user_id))])).map((u) => [Number(u.id), u]),
  );
  return rows.flatMap((r) => {
    const proposer = users.get(Number(r.user_id));
    return proposer ? [{ ...r, proposer }] : [];
  });
}

const proposalView = (r: ProposalRow & { proposer: Proposer }) => ({
  id: String(r.id),
  proposer: { userId: r.proposer.user_code, nickname: r.proposer.nickname, avatar: r.proposer.avatar_url },
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
    rows: (await withProposers(app.db, kept)).map(proposalView),
    nextCursor: rows.length > input.pageSize ? String(kept.at(-1)!.id) : null,
  };
}

/** An operator's decision, in the caller's transaction: before and after for the audit line. */
export async function decideProposalAsOperator(
  trx: Transaction<DB>,
  input: { id: number; approve: boolean; reason: string },
) {
  const read = async () => {
    const row = await findProposalForConsole(trx, input.id);
    return row && (await withProposers(trx, [row]))[0];
  };
  const before = await read();
  if (!before) throw notFound();
  await decideProposalIn(trx, { ...input, reviewerId: null });
  return { before: proposalView(before), after: proposalView((await read())!) };
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
  // Its card in search shows the new cover; the document itself is rebuilt from the row.
  await poiChanged(trx, input.id);
  return { before, after: await editablePoi(trx, input.id) };
}
