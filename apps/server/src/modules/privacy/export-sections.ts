import type { AppContext } from '../../platform/context.ts';
import { exportSignUps } from '../activities/index.ts';
import {
  exportCollections,
  exportComments,
  exportFollows,
  exportLikes,
  exportPosts,
  exportPublisherContact,
} from '../community/index.ts';
import { exportPoints } from '../growth/index.ts';
import { exportProfile, findUserCards } from '../identity/index.ts';
import { reportsMadeBy } from '../trust/index.ts';

// The sections of a data copy, written into the JSON file in this order under their names. A new kind of personal
// data adds one entry here (docs/product/privacy.md, "A copy of one's data"). Each section is written by the area that
// owns its rows, from that area's index.ts (docs/architecture.md, "Who owns which table"). A section holds only the
// owner's own data; other people appear only by public user code and nickname, which identity gives community here.

export type ExportSection = (app: AppContext, userId: number) => Promise<unknown>;

async function profile(app: AppContext, userId: number) {
  const own = await exportProfile(app, userId);
  if (!own) return null;
  return { ...own, publisherContact: await exportPublisherContact(app, userId) };
}

/** Every section of the copy, by name. */
export const EXPORT_SECTIONS: Record<string, ExportSection> = {
  profile,
  posts: exportPosts,
  comments: (app, userId) => exportComments(app, userId, findUserCards),
  likes: exportLikes,
  collections: exportCollections,
  // Following and followers.
  follows: (app, userId) => exportFollows(app, userId, findUserCards),
  signUps: exportSignUps,
  // The ledger.
  points: exportPoints,
  // The reports one made, with what became of each (the trust area's, docs/product/trust.md).
  reports: reportsMadeBy,
};
