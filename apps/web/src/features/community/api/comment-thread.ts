import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

const HEAD_PATH = '/api/socialcontact/v1/comment/getUsrCommentByCommentId';
const REPLIES_PATH = '/api/socialcontact/v1/comment/getByCommentId';

export type RepliesPage = ApiOutput<typeof REPLIES_PATH>;
export type CommentWithMine = ApiOutput<typeof HEAD_PATH>;

export const REPLY_PAGE_SIZE = 20;

export const commentThreadKeys = {
  all: ['community', 'thread'] as const,
  head: (commentId: string) => [...commentThreadKeys.all, commentId, 'head'] as const,
  replies: (commentId: string) => [...commentThreadKeys.all, commentId, 'replies'] as const,
};

export function fetchCommentHead(commentId: string, signal?: AbortSignal) {
  return post(HEAD_PATH, { commentId }, { signal, toast: false });
}

export function fetchReplies(commentId: string, cursor: string | null, signal?: AbortSignal) {
  return post(
    REPLIES_PATH,
    { commentId, pageSize: REPLY_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    { signal, toast: false },
  );
}

export function commentHeadQueryOptions(commentId: string) {
  return queryOptions({
    queryKey: commentThreadKeys.head(commentId),
    queryFn: ({ signal }) => fetchCommentHead(commentId, signal),
    enabled: commentId !== '',
  });
}

export function repliesQueryOptions(commentId: string) {
  return infiniteQueryOptions({
    queryKey: commentThreadKeys.replies(commentId),
    queryFn: ({ pageParam, signal }) => fetchReplies(commentId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: RepliesPage) => last.nextCursor ?? undefined,
    enabled: commentId !== '',
  });
}

/** One comment with the viewer's own replies (the head of /commentDetails). */
export const useCommentHead = (commentId: string) => useQuery(commentHeadQueryOptions(commentId));

/** Every reply of a thread, oldest first, page by page; `enabled` false until the reader asks for them. */
export function useReplies(commentId: string, enabled = true) {
  return useInfiniteQuery({ ...repliesQueryOptions(commentId), enabled: enabled && commentId !== '' });
}
