import type { Transaction } from 'kysely';
import { can } from '../../platform/auth/access-policy.ts';
import type { DB } from '../../platform/db/schema.ts';
import { assertClean, userRoles, writeNotices } from '../community/index.ts';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound, refuse } from '../../platform/http/app-error.ts';
import { byId, nearestCity } from './destination-repository.ts';
import { toWgs84 } from './place-views.ts';
import { poiChanged } from './place-events.ts';
import {
  decideProposal,
  insertPoiFromProposal,
  insertProposal,
  lockProposal,
  sameNameNearby,
} from './proposal-repository.ts';
import { assertMayPost } from '../identity/index.ts';

/** A proposal this close to a POI of the same name is the same place. */
export const DUPLICATE_METRES = 200;

export interface ProposalInput {
  name: string;
  lat: number;
  lng: number;
  coordType: 'wgs84' | 'gcj02';
  kind: string;
  address: string;
  intro: string;
  destinationId?: number | undefined;
}

/** A new place from /location/add: filtered, checked for a same-name POI within 200 m, then held for review. */
export async function proposePoi(app: AppContext, me: SessionUser, input: ProposalInput) {
  await assertMayPost(app.db, me.id);
  const p = toWgs84(input.lat, input.lng, input.coordType);
  await assertClean(app.db, [
    { kind: 'title', content: input.name },
    { kind: 'text', content: `${input.address}\n${input.intro}` },
  ]);
  if (input.destinationId !== undefined && !(await byId(app.db, input.destinationId))) throw notFound();
  const duplicate = await sameNameNearby(app.db, input.name, p.lat, p.lng, DUPLICATE_METRES);
  if (duplicate) throw refuse(`附近${DUPLICATE_METRES}米内已有同名地点「${duplicate.name}」`);
  const destinationId = (input.destinationId ?? Number((await nearestCity(app.db, p.lat, p.lng))?.id ?? 0)) || null;
  const row = await insertProposal(app.db, {
    userId: me.id,
    destinationId,
    name: input.name,
    kind: input.kind,
    lat: p.lat,
    lng: p.lng,
    address: input.address,
    intro: input.intro,
  });
  return { id: Number(row.id), status: row.status, poiId: null };
}

/** A moderator (the community's role) approves — the proposal becomes a POI — or rejects it; once. */
export async function reviewProposal(
  app: AppContext,
  me: SessionUser,
  input: { id: number; approve: boolean; reason: string },
) {
  const { roles } = await userRoles(app, me, me.userCode);
  const actor = { id: me.id, roles: roles.includes('moderator') ? (['moderator'] as const) : [] };
  if (!can(actor, 'review', { kind: 'proposal', proposerId: 0 })) throw forbidden();
  return app.db.transaction().execute((trx) => decideProposalIn(trx, { ...input, reviewerId: me.id }));
}

/**
 * Approves (the proposal becomes a POI) or rejects a pending proposal, inside the caller's transaction, and tells the
 * proposer. `reviewerId` is the member moderator's id; null for an operator (the console's audit trail says who).
 */
export async function decideProposalIn(
  trx: Transaction<DB>,
  input: { id: number; approve: boolean; reason: string; reviewerId: number | null },
) {
  const proposal = await lockProposal(trx, input.id);
  if (!proposal) throw notFound();
  if (proposal.status !== 'pending') throw refuse('该地点已审核');
  const tell = (approved: boolean, poiId: number | null) =>
    writeNotices(trx, [
      {
        userId: Number(proposal.user_id),
        kind: 'system',
        actorId: null,
        targetType: 'poi',
        targetId: poiId,
        title: approved ? `你提交的地点「${proposal.name}」已通过审核` : `你提交的地点「${proposal.name}」未通过审核`,
        excerpt: input.reason,
      },
    ]);
  if (!input.approve) {
    const row = await decideProposal(trx, input.id, {
      status: 'rejected',
      reviewerId: input.reviewerId,
      reason: input.reason,
      poiId: null,
    });
    await tell(false, null);
    return { id: Number(row.id), status: row.status, poiId: null };
  }
  if (proposal.destination_id === null) throw refuse('无法确定该地点所属目的地');
  // A same-name POI may have appeared since the proposal was made (another proposal approved first).
  if (await sameNameNearby(trx, proposal.name, proposal.lat, proposal.lng, DUPLICATE_METRES))
    throw refuse(`附近${DUPLICATE_METRES}米内已有同名地点`);
  const poi = await insertPoiFromProposal(trx, proposal, Number(proposal.destination_id));
  await poiChanged(trx, Number(poi.id));
  const row = await decideProposal(trx, input.id, {
    status: 'approved',
    reviewerId: input.reviewerId,
    reason: input.reason,
    poiId: Number(poi.id),
  });
  await tell(true, Number(poi.id));
  return { id: Number(row.id), status: row.status, poiId: Number(poi.id) };
}
