import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { filteredBy, findFollowingAhead, type FeedQuery } from './content-repository.ts';
import type { ContentRaw } from './feed-repository.ts';

// The following tab's first try (docs/product/community.md "关注"): everyone's newest posts kept if followed, which
// is the whole page in a few dozen index entries when the viewer's followed authors wrote a good share of what is
// new. When they did not, that try cost a query for nothing (about half again the page's own time), so a viewer it
// fell short for is asked the other way for a while. A hint per process: either way answers the same page.

/** How long a viewer whose look-ahead fell short is asked author by author first. */
const SHORT_FOR_MS = 10 * 60_000;
/** Viewers remembered at most; past it the oldest hints go first. */
const REMEMBERED = 50_000;

/** Viewer id → until when their look-ahead is skipped. */
const shortUntil = new Map<number, number>();

/** The following page from the look-ahead, or null when it was not tried or did not fill the page. */
export async function followingAhead(db: Kysely<DB>, q: FeedQuery): Promise<ContentRaw[] | null> {
  if (q.sort !== 'following' || q.viewerId === null || filteredBy(q)) return null;
  const viewer = q.viewerId;
  const now = Date.now();
  if ((shortUntil.get(viewer) ?? 0) > now) return null;
  const rows = await findFollowingAhead(db, q);
  if (rows.length === q.limit) {
    shortUntil.delete(viewer);
    return rows;
  }
  if (shortUntil.size >= REMEMBERED) shortUntil.delete(shortUntil.keys().next().value!);
  shortUntil.set(viewer, now + SHORT_FOR_MS);
  return null;
}
