import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { countPostsOf, findHeldComments, findHeldContents, findPostsOf, heldStatus } from './held-repository.ts';
import { passHeldComment, passHeldContent } from './review-state.ts';

// Held texts for the console's queue (docs/product/console-content.md): each as users would see it once passed.

function beforeId(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  if (!/^\d{1,15}$/.test(cursor)) throw new AppError('badRequest', '参数错误：cursor');
  return Number(cursor);
}

const author = (r: { user_code: string; nickname: string; avatar_url: string | null }) => ({
  userId: r.user_code,
  nickname: r.nickname,
  avatar: r.avatar_url,
});

function page<T extends { id: number }, R>(rows: T[], size: number, map: (r: T) => R) {
  const kept = rows.slice(0, size);
  return { rows: kept.map(map), nextCursor: rows.length > size ? String(kept.at(-1)!.id) : null };
}

export async function heldPage(
  app: AppContext,
  input: { targetType?: 'content' | 'comment' | undefined; cursor?: string | null | undefined; pageSize: number },
) {
  const before = beforeId(input.cursor);
  if (input.targetType === 'comment') {
    const rows = await findHeldComments(app.db, before, input.pageSize + 1);
    return page(rows, input.pageSize, (r) => ({
      targetType: 'comment' as const,
      targetId: String(r.id),
      cause: 'filter' as const,
      target: {
        type: 'comment',
        title: '',
        text: r.body,
        images: [],
        on: { targetType: r.target_type, targetId: String(r.target_id) },
        createdAt: r.created_at.toISOString(),
      },
      author: author(r),
    }));
  }
  const rows = await findHeldContents(app.db, before, input.pageSize + 1);
  return page(rows, input.pageSize, (r) => ({
    targetType: 'content' as const,
    targetId: String(r.id),
    cause: r.held_for ?? 'filter',
    target: {
      type: r.type,
      title: r.title,
      text: r.body,
      images: r.images.map((i) => i.url),
      on: null,
      createdAt: r.created_at.toISOString(),
    },
    author: author(r),
  }));
}

/** Publishes a held post or comment; false when it is not (or no longer) held. */
export function passHeld(app: AppContext, targetType: 'content' | 'comment', id: number): Promise<boolean> {
  return targetType === 'content' ? passHeldContent(app, id) : passHeldComment(app, id);
}

export const statusOfHeld = (app: AppContext, targetType: 'content' | 'comment', id: number) =>
  heldStatus(app.db, targetType, id);

export async function postsOf(
  app: AppContext,
  authorId: number,
  input: { cursor?: string | null | undefined; pageSize: number },
) {
  const rows = await findPostsOf(app.db, authorId, beforeId(input.cursor), input.pageSize + 1);
  return page(rows, input.pageSize, (r) => ({
    id: String(r.id),
    type: r.type,
    title: r.title,
    text: r.body,
    status: r.status,
    createdAt: r.created_at.toISOString(),
  }));
}

export const postCountOf = (app: AppContext, authorId: number) => countPostsOf(app.db, authorId);
