import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';
import { isQueued, sendOrQueue } from '../../../api/offline-writes';
import { messages } from '../messages';
import { withCollect, withLike, withLikeCount } from '../lib/content-patch';
import { patchContent, restoreSnapshot, snapshotCommunity } from './content-cache';
import { collectionKeys } from './user-content';

export const LIKE_PATH = '/api/socialcontact/v1/vote/like';

export type LikeAnswer = ApiOutput<typeof LIKE_PATH>;

export function likeContent(targetId: string, like: boolean) {
  return post(LIKE_PATH, { targetType: 'content', targetId, like });
}

/** Like or unlike: shown at once everywhere the row is, then set to the server's count (idempotent there). */
export function useLikeContent() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the like is queued and shows as 待发送 until it is sent (docs/product/offline.md).
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      sendOrQueue(
        LIKE_PATH,
        { targetType: 'content', targetId: id, like },
        {
          label: messages.offline.like,
          target: likeTarget(id),
        },
      ),
    onMutate: async ({ id, like }) => {
      await queryClient.cancelQueries({ queryKey: ['community', 'detail', id] });
      const snapshot = snapshotCommunity(queryClient);
      patchContent(queryClient, id, withLike(like));
      return { snapshot };
    },
    onError: (_e, _v, context) => context && restoreSnapshot(queryClient, context.snapshot),
    onSuccess: (answer, { id }) => {
      if (!isQueued(answer)) patchContent(queryClient, id, withLikeCount(answer.liked, answer.likeCount));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['community', 'liked'] }),
  });
}

export function collectContent(itemId: string, collect: boolean) {
  return collect
    ? post('/api/service/agenda/v1/collectionItem/saveCollectionItem', { itemType: 'content', itemId, type: 1 })
    : post('/api/service/agenda/v1/collectionItem/deleteCollectionItem', { itemType: 'content', itemId });
}

export const likeTarget = (id: string) => `like:content:${id}`;
export const collectTarget = (id: string) => `collect:content:${id}`;

/** Collect (type flag 1) or remove: optimistic, and the viewer's collection list is fetched anew. */
export function useCollectContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, collect }: { id: string; collect: boolean }) =>
      collect
        ? sendOrQueue(
            '/api/service/agenda/v1/collectionItem/saveCollectionItem',
            { itemType: 'content', itemId: id, type: 1 },
            { label: messages.offline.collect, target: collectTarget(id) },
          )
        : sendOrQueue(
            '/api/service/agenda/v1/collectionItem/deleteCollectionItem',
            { itemType: 'content', itemId: id },
            { label: messages.offline.collect, target: collectTarget(id) },
          ),
    onMutate: ({ id, collect }) => {
      const snapshot = snapshotCommunity(queryClient);
      patchContent(queryClient, id, withCollect(collect));
      return { snapshot };
    },
    onError: (_e, _v, context) => context && restoreSnapshot(queryClient, context.snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
