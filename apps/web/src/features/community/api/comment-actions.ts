import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { failureMessage, post } from '../../../api/http';
import { isQueued, sendOrQueue, useQueuedWrites } from '../../../api/offline-writes';
import { newWriteId } from '../../../api/write-queue';
import { showToast } from '../../../ui/toast';
import { messages } from '../messages';
import { patchCommentIn, removeCommentIn, withPraise, withPraiseCount } from '../lib/comment-patch';
import { withCommentDelta } from '../lib/content-patch';
import { commentKeys, type CommentTargetType } from './comments';
import { commentThreadKeys } from './comment-thread';
import { patchContent } from './content-cache';

const THREADS = ['community', 'thread'] as const;

export type AddCommentInput = {
  targetType: CommentTargetType;
  targetId: string;
  text: string;
  /** The comment or reply answered; absent for a new top-level comment. */
  parentId?: string;
  /** The top-level comment of the thread, whose reply list is fetched anew. */
  threadId?: string;
};

/** What a queued comment's target starts with: each comment is a write of its own, none replaces another. */
const commentTargetPrefix = (targetType: CommentTargetType, targetId: string) => `comment:${targetType}:${targetId}:`;

/** The comments written offline under this target, oldest first, waiting to be sent (待发送). */
export function usePendingComments(targetType: CommentTargetType, targetId: string) {
  const prefix = commentTargetPrefix(targetType, targetId);
  return useQueuedWrites()
    .filter((w) => w.target.startsWith(prefix))
    .map((w) => ({ id: w.id, text: (w.payload as { text: string }).text }));
}

/**
 * Comments and replies: the lists that show them are fetched anew, the content's count goes up at once. Without a
 * network the comment is queued and sent when it is back (docs/product/offline.md#writes-made-offline).
 */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ targetType, targetId, text, parentId }: AddCommentInput) =>
      sendOrQueue(
        '/api/service/socialcontact/v1/comment/add',
        { targetType, targetId, text, ...(parentId ? { parentId } : {}) },
        {
          label: messages.offline.comment,
          target: commentTargetPrefix(targetType, targetId) + newWriteId(),
          create: true,
        },
      ),
    // The send asked for no toast (a lost network queues instead): a refusal (the filter's words) is shown here.
    onError: (error) => {
      if (error instanceof ApiError) showToast(failureMessage(error));
    },
    onSuccess: async (answer, { targetType, targetId, threadId }) => {
      if (isQueued(answer)) return;
      // Only content rows are cached here; another area's target (an activity) refreshes its own count. A comment
      // the content filter holds for review is counted only once a moderator passes it.
      if (targetType !== 'activity' && answer.status !== 'review') {
        patchContent(queryClient, targetId, withCommentDelta(1));
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commentKeys.of(targetId, targetType) }),
        threadId ? queryClient.invalidateQueries({ queryKey: [...THREADS, threadId] }) : null,
      ]);
    },
  });
}

function removeEverywhere(queryClient: QueryClient, id: string): { removed: number; held: boolean } {
  let removed = 0;
  let held = false;
  for (const [key, data] of queryClient.getQueriesData({ queryKey: commentKeys.all })) {
    const out = removeCommentIn(data, id);
    if (out.removed || out.held) queryClient.setQueryData(key, out.data);
    removed = Math.max(removed, out.removed);
    held ||= out.held;
  }
  for (const [key, data] of queryClient.getQueriesData({ queryKey: THREADS })) {
    const out = removeCommentIn(data, id);
    if (out.removed || out.held) queryClient.setQueryData(key, out.data);
    removed = Math.max(removed, out.removed);
    held ||= out.held;
  }
  return { removed, held };
}

/** Deletes a comment (one's own, or any on one's own content); it leaves the lists at once. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; targetId: string; targetType?: CommentTargetType }) =>
      post('/api/service/socialcontact/v1/comment/delete', { id }),
    onSuccess: (_a, { id, targetId, targetType }) => {
      const { removed, held } = removeEverywhere(queryClient, id);
      // A comment held for review was never counted: the content's count stays.
      if (targetType !== 'activity' && !held) {
        patchContent(queryClient, targetId, withCommentDelta(-Math.max(1, removed)));
      }
      void queryClient.invalidateQueries({ queryKey: commentThreadKeys.head(id) });
    },
  });
}

function praiseEverywhere(queryClient: QueryClient, id: string, patch: Parameters<typeof patchCommentIn>[2]) {
  for (const queryKey of [commentKeys.all, THREADS]) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) => patchCommentIn(data, id, patch));
  }
}

/** Praise or take it back, shown at once; the server's count settles it. */
export function usePraiseComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, praise }: { commentId: string; praise: boolean }) =>
      post('/api/service/socialcontact/v1/comment/praise', {
        commentId,
        praise,
      }),
    onMutate: ({ commentId, praise }) => praiseEverywhere(queryClient, commentId, withPraise(praise)),
    onError: (_e, { commentId, praise }) => praiseEverywhere(queryClient, commentId, withPraise(!praise)),
    onSuccess: (a, { commentId }) =>
      praiseEverywhere(queryClient, commentId, withPraiseCount(a.praised, a.praiseCount)),
  });
}
