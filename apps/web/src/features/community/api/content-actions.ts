import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';
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
    mutationFn: ({ id, like }: { id: string; like: boolean }) => likeContent(id, like),
    onMutate: async ({ id, like }) => {
      await queryClient.cancelQueries({ queryKey: ['community', 'detail', id] });
      const snapshot = snapshotCommunity(queryClient);
      patchContent(queryClient, id, withLike(like));
      return { snapshot };
    },
    onError: (_e, _v, context) => context && restoreSnapshot(queryClient, context.snapshot),
    onSuccess: (answer, { id }) => patchContent(queryClient, id, withLikeCount(answer.liked, answer.likeCount)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['community', 'liked'] }),
  });
}

export function collectContent(itemId: string, collect: boolean) {
  return collect
    ? post('/api/service/agenda/v1/collectionItem/saveCollectionItem', { itemType: 'content', itemId, type: 1 })
    : post('/api/service/agenda/v1/collectionItem/deleteCollectionItem', { itemType: 'content', itemId });
}

/** Collect (type flag 1) or remove: optimistic, and the viewer's collection list is fetched anew. */
export function useCollectContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, collect }: { id: string; collect: boolean }) => collectContent(id, collect),
    onMutate: ({ id, collect }) => {
      const snapshot = snapshotCommunity(queryClient);
      patchContent(queryClient, id, withCollect(collect));
      return { snapshot };
    },
    onError: (_e, _v, context) => context && restoreSnapshot(queryClient, context.snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
