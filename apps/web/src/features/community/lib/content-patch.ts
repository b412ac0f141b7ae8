// Pure updates of cached answers: one content row changes (a like, a collect, a new comment) and every list or
// detail that shows it follows, without refetching. Unchanged data keeps its identity so nothing re-renders.

export type ContentCounts = {
  id: string;
  liked: boolean;
  likeCount: number;
  collected: boolean;
  collectCount: number;
  commentCount: number;
};

type Patch = (row: ContentCounts) => ContentCounts;
type Page = { rows: unknown[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isRow = (v: unknown): v is ContentCounts => isObject(v) && typeof v.id === 'string' && 'likeCount' in v;

function patchItem(item: unknown, id: string, patch: Patch): unknown {
  if (isRow(item)) return item.id === id ? patch(item) : item;
  // A collection row carries its content inside.
  if (isObject(item) && isRow(item.content) && item.content.id === id) return { ...item, content: patch(item.content) };
  return item;
}

function patchPage<P extends Page>(page: P, id: string, patch: Patch): P {
  let changed = false;
  const rows = page.rows.map((row) => {
    const next = patchItem(row, id, patch);
    if (next !== row) changed = true;
    return next;
  });
  return changed ? { ...page, rows } : page;
}

/** A detail, a `{ rows }` answer or an infinite query's pages, with the row `id` patched wherever it shows. */
export function patchContentIn<T>(data: T, id: string, patch: Patch): T {
  if (!isObject(data)) return data;
  if (isRow(data)) return (data.id === id ? patch(data) : data) as T;
  if (Array.isArray(data.pages)) {
    let changed = false;
    const pages = (data.pages as unknown[]).map((page) => {
      if (!isObject(page) || !Array.isArray(page.rows)) return page;
      const next = patchPage(page as Page, id, patch);
      if (next !== page) changed = true;
      return next;
    });
    return (changed ? { ...data, pages } : data) as T;
  }
  if (Array.isArray(data.rows)) return patchPage(data as unknown as Page, id, patch) as T;
  return data;
}

/** The like switch, counted by the viewer's own change (the server's answer then sets the true count). */
export const withLike =
  (liked: boolean): Patch =>
  (row) =>
    row.liked === liked ? row : { ...row, liked, likeCount: Math.max(0, row.likeCount + (liked ? 1 : -1)) };

export const withLikeCount =
  (liked: boolean, likeCount: number): Patch =>
  (row) => ({ ...row, liked, likeCount });

export const withCollect =
  (collected: boolean): Patch =>
  (row) =>
    row.collected === collected
      ? row
      : { ...row, collected, collectCount: Math.max(0, row.collectCount + (collected ? 1 : -1)) };

export const withCommentDelta =
  (delta: number): Patch =>
  (row) => ({
    ...row,
    commentCount: Math.max(0, row.commentCount + delta),
  });
