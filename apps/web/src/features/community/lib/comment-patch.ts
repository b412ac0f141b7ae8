// Pure updates of cached comment threads (top-level comments with inline replies, reply pages, a thread head).

export type PatchableReply = { id: string; praised: boolean; praiseCount: number };
export type PatchableComment = PatchableReply & { replyCount: number; replies: PatchableReply[] };

type ReplyPatch = (r: PatchableReply) => PatchableReply;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isComment = (v: unknown): v is PatchableComment => isObject(v) && Array.isArray(v.replies);
const isReply = (v: unknown): v is PatchableReply => isObject(v) && typeof v.id === 'string' && 'praised' in v;

function patchOne(item: unknown, id: string, patch: ReplyPatch): unknown {
  if (isComment(item)) {
    const self = item.id === id ? (patch(item) as PatchableComment) : item;
    let changed = self !== item;
    const replies = item.replies.map((r) => {
      if (r.id !== id) return r;
      changed = true;
      return patch(r);
    });
    return changed ? { ...self, replies } : item;
  }
  if (isReply(item) && item.id === id) return patch(item);
  return item;
}

function patchList(rows: unknown[], id: string, patch: ReplyPatch): unknown[] | null {
  let changed = false;
  const out = rows.map((row) => {
    const next = patchOne(row, id, patch);
    if (next !== row) changed = true;
    return next;
  });
  return changed ? out : null;
}

/** Infinite pages of comments or replies, or a thread head `{ comment, mine }`, with one comment patched. */
export function patchCommentIn<T>(data: T, id: string, patch: ReplyPatch): T {
  if (!isObject(data)) return data;
  if (Array.isArray(data.pages)) {
    let changed = false;
    const pages = (data.pages as unknown[]).map((page) => {
      if (!isObject(page) || !Array.isArray(page.rows)) return page;
      const rows = patchList(page.rows, id, patch);
      if (!rows) return page;
      changed = true;
      return { ...page, rows };
    });
    return (changed ? { ...data, pages } : data) as T;
  }
  if ('comment' in data && Array.isArray(data.mine)) {
    const comment = patchOne(data.comment, id, patch);
    const mine = patchList(data.mine, id, patch);
    return (comment !== data.comment || mine ? { ...data, comment, mine: mine ?? data.mine } : data) as T;
  }
  return data;
}

export const withPraise =
  (praised: boolean): ReplyPatch =>
  (r) =>
    r.praised === praised ? r : { ...r, praised, praiseCount: Math.max(0, r.praiseCount + (praised ? 1 : -1)) };

export const withPraiseCount =
  (praised: boolean, praiseCount: number): ReplyPatch =>
  (r) => ({
    ...r,
    praised,
    praiseCount,
  });

/** Held for review by the content filter: shown to its author alone and never counted (docs/product/content-filter.md). */
const isHeld = (row: unknown) => isObject(row) && row.status === 'review';

/**
 * Removes a comment from infinite pages: a top-level one with its replies, or one reply (its thread's count
 * drops by one). Answers how many counted comments went, for the content's comment count, and whether the one
 * removed was held for review (it was never counted, so no count moves).
 */
export function removeCommentIn<T>(data: T, id: string): { data: T; removed: number; held: boolean } {
  if (!isObject(data) || !Array.isArray(data.pages)) return { data, removed: 0, held: false };
  let removed = 0;
  let held = false;
  const pages = (data.pages as unknown[]).map((page) => {
    if (!isObject(page) || !Array.isArray(page.rows)) return page;
    let changed = false;
    const rows: unknown[] = [];
    for (const row of page.rows) {
      if (isObject(row) && row.id === id) {
        changed = true;
        if (isHeld(row)) held = true;
        else removed += 1 + (isComment(row) ? row.replyCount : 0);
        continue;
      }
      const reply = isComment(row) ? row.replies.find((r) => r.id === id) : undefined;
      if (isComment(row) && reply) {
        changed = true;
        const counted = !isHeld(reply);
        if (counted) removed += 1;
        else held = true;
        rows.push({
          ...row,
          replies: row.replies.filter((r) => r.id !== id),
          replyCount: Math.max(0, row.replyCount - (counted ? 1 : 0)),
        });
        continue;
      }
      rows.push(row);
    }
    return changed ? { ...page, rows } : page;
  });
  return { data: (removed > 0 || held ? { ...data, pages } : data) as T, removed, held };
}
