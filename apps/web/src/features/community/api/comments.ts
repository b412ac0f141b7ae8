import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post, type ApiInput, type ApiOutput } from '../../../api/http';

export const COMMENTS_PATH = '/api/socialcontact/v1/comment/getByTargetId';

export type CommentPage = ApiOutput<typeof COMMENTS_PATH>;
export type CommentRow = CommentPage['rows'][number];
export type ReplyRow = ApiOutput<'/api/socialcontact/v1/comment/getByCommentId'>['rows'][number];
export type CommentTargetType = ApiInput<typeof COMMENTS_PATH>['targetType'];
export const COMMENT_PAGE_SIZE = 10;

export function fetchComments(
  targetType: CommentTargetType,
  targetId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentPage> {
  // An enc path: the client seals it. A failed list shows its own retry, so no toast.
  return post(
    COMMENTS_PATH,
    { targetType, targetId, pageSize: COMMENT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    { signal, toast: false },
  );
}

export const commentKeys = {
  all: ['community', 'comments'] as const,
  /** Comments of a content row; 'post' and 'content' name the same row, so they share one list. An activity's
   * ids are another table's, so its list has its own key. */
  of: (targetId: string, targetType: CommentTargetType = 'content') =>
    targetType === 'activity'
      ? ([...commentKeys.all, targetType, targetId] as const)
      : ([...commentKeys.all, targetId] as const),
};

export function commentsQueryOptions(targetId: string, targetType: CommentTargetType = 'content') {
  return infiniteQueryOptions({
    queryKey: commentKeys.of(targetId, targetType),
    queryFn: ({ pageParam, signal }) => fetchComments(targetType, targetId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CommentPage) => last.nextCursor ?? undefined,
    enabled: targetId !== '',
  });
}

export function useComments(targetId: string, targetType: CommentTargetType = 'content') {
  return useInfiniteQuery(commentsQueryOptions(targetId, targetType));
}
