import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

const STATUS_PATH = '/api/service/socialcontact/v1/contentblack/blackStatus';

export type BlockStatus = ApiOutput<typeof STATUS_PATH>;

export const blockKeys = {
  all: ['community', 'block'] as const,
  of: (userId: string) => [...blockKeys.all, userId] as const,
};

export function blockStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: blockKeys.of(userId),
    // Never forces login (docs/product/identity.md): the status of someone else, for the viewer if there is one.
    queryFn: ({ signal }) => post(STATUS_PATH, { userId }, { signal, toast: false, jumpToLogin: false }),
  });
}

export const useBlockStatus = (userId: string, enabled: boolean) =>
  useQuery({ ...blockStatusQueryOptions(userId), enabled: enabled && userId !== '' });

/** Block or unblock: their content and comments vanish (or return) for the viewer, so every list is refetched. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      post('/api/service/socialcontact/v1/contentblack/blackOperator', { userId, block }),
    onSuccess: (answer, { userId }) => {
      queryClient.setQueryData<BlockStatus>(blockKeys.of(userId), (s) => ({
        blockedBy: false,
        ...s,
        blocked: answer.blocked,
      }));
      void queryClient.invalidateQueries({ queryKey: ['community'], predicate: (q) => q.queryKey[1] !== 'block' });
    },
  });
}
