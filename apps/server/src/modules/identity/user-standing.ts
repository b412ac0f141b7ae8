import { SHANGHAI_OFFSET_MS } from '@app/rules';
import type { Kysely, Transaction } from 'kysely';
import { revokeUserSessionRows } from '../../platform/auth/session-repository.ts';
import type { DB } from '../../platform/db/schema.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { findStanding } from './standing-repository.ts';

// A user's standing as moderation leaves it (docs/product/trust.md, "Mute and ban"). Other areas call these on
// their write paths; the trust area writes the standing.

export { findStanding, lockStanding, setStanding } from './standing-repository.ts';

/** Ends every session of a user at once (a ban), in the caller's transaction; the caller empties the session cache after committing. */
export const revokeSessionsIn = (trx: Transaction<DB>, userId: number) => revokeUserSessionRows(trx, userId);

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai: the date a muted user is shown. */
export const shanghaiMinute = (at: Date) =>
  new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

export const mutedMessage = (until: Date) => `你已被禁言至${shanghaiMinute(until)}，暂不能发布、评论或评价`;
export const BANNED_MESSAGE = '账号已被封禁';

/** Refuses (code 1, naming the date) a user muted until a later time: publishing, commenting, reviewing. */
export async function assertMayPost(db: Kysely<DB>, userId: number): Promise<void> {
  const standing = await findStanding(db, userId);
  if (standing?.muted_until && standing.muted_until.getTime() > Date.now()) {
    throw refuse(mutedMessage(standing.muted_until));
  }
}

/** Refuses a banned user a new session (every login goes through startSession). */
export async function assertMaySignIn(db: Kysely<DB>, userId: number): Promise<void> {
  const standing = await findStanding(db, userId);
  if (standing?.banned_at) throw refuse(BANNED_MESSAGE);
}
