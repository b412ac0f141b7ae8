import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { addBlock, addFollow, blockStateBetween, removeBlock, removeFollow } from '../community/index.ts';
import { MESSAGES, refuse } from './identity-errors.ts';
import { findUserIdByCode } from './user-repository.ts';

async function otherUser(app: AppContext, userCode: string): Promise<number> {
  const id = await findUserIdByCode(app.db, userCode);
  if (id === undefined) throw notFound();
  return id;
}

export async function followUser(app: AppContext, me: SessionUser, userCode: string) {
  const other = await otherUser(app, userCode);
  if (other === me.id) throw refuse(MESSAGES.followSelf);
  const state = await blockStateBetween(app, me.id, other);
  if (state.blocked || state.blockedBy) throw refuse(MESSAGES.followBlocked);
  await addFollow(app, me.id, other);
  return { followed: true };
}

export async function unfollowUser(app: AppContext, me: SessionUser, userCode: string) {
  await removeFollow(app, me.id, await otherUser(app, userCode));
  return { followed: false };
}

/** Never forces login: an anonymous visitor has blocked nobody and is blocked by nobody. */
export async function blockStatus(app: AppContext, me: SessionUser | null, userCode: string) {
  const other = await otherUser(app, userCode);
  if (!me || me.id === other) return { blocked: false, blockedBy: false };
  return blockStateBetween(app, me.id, other);
}

export async function setBlocked(app: AppContext, me: SessionUser, userCode: string, blocked: boolean) {
  const other = await otherUser(app, userCode);
  if (other === me.id) throw refuse(MESSAGES.blockSelf);
  if (blocked) await addBlock(app, me.id, other);
  else await removeBlock(app, me.id, other);
  return { blocked };
}
