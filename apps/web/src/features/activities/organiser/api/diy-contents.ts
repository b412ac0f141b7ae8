import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../../api/http';
import { organiserKeys } from './keys';

// The custom content blocks of /editactivitydetail: listed, added and deleted one by one on the server.

const S = '/api/service/community/v1/activity';

export const useDiyContents = (activityId: string) =>
  useQuery({
    queryKey: organiserKeys.diy(activityId),
    queryFn: async ({ signal }) => (await post(`${S}/diyContentList`, { activityId }, { signal, toast: false })).rows,
    enabled: activityId !== '',
  });

export type NewBlock = { kind: 'text' | 'image'; title: string; body: string; imageUrl?: string; sort: number };

export function useAddDiy(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: NewBlock) => post(`${S}/addDiyContent`, { activityId, ...block }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organiserKeys.diy(activityId) }),
  });
}

export function useDelDiy(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(`${S}/delDiyContent`, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organiserKeys.diy(activityId) }),
  });
}
