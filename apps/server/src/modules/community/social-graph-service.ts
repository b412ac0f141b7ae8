import type { AppContext } from '../../platform/context.ts';
import { block, blockState, follow, unblock, unfollow } from './social-graph-repository.ts';

// The social graph (follows, blocks) for other areas: identity's follow and block endpoints ask here.

export const addFollow = (app: AppContext, followerId: number, followeeId: number) =>
  follow(app.db, followerId, followeeId);

export const removeFollow = (app: AppContext, followerId: number, followeeId: number) =>
  unfollow(app.db, followerId, followeeId);

/** Who blocked whom between two users. */
export const blockStateBetween = (app: AppContext, me: number, other: number) => blockState(app.db, me, other);

/** Blocking also ends the follows between the two, both ways. */
export const addBlock = (app: AppContext, me: number, other: number) => block(app.db, me, other);

export const removeBlock = (app: AppContext, me: number, other: number) => unblock(app.db, me, other);
