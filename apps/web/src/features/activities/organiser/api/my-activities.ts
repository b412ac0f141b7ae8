import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../../api/http';
import type { ActivityStatus, MyJoinPage, MyPublishPage } from './contract-types';
import { AREA, organiserKeys } from './keys';

// /activitymanage's list (myPublish, by status) and the lifecycle moves; myJoin for a user's activity tab.

const S = '/api/service/community/v1/activity';
const PAGE = 10;

export type ManageFilter = 'all' | Exclude<ActivityStatus, 'deleted'>;

export function myPublishQueryOptions(filter: ManageFilter) {
  return infiniteQueryOptions({
    queryKey: organiserKeys.mine(filter),
    queryFn: ({ pageParam, signal }) =>
      post(
        `${S}/myPublish`,
        {
          pageSize: PAGE,
          ...(filter === 'all' ? {} : { status: filter }),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MyPublishPage) => last.nextCursor ?? undefined,
  });
}

export const useMyPublish = (filter: ManageFilter, enabled = true) =>
  useInfiniteQuery({ ...myPublishQueryOptions(filter), enabled });

export const useMyJoin = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: organiserKeys.joined(),
    queryFn: ({ pageParam, signal }) =>
      post(`${S}/myJoin`, { pageSize: PAGE, ...(pageParam ? { cursor: pageParam } : {}) }, { signal, toast: false }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MyJoinPage) => last.nextCursor ?? undefined,
    enabled,
  });

export type Move = 'up' | 'down' | 'delete';

/** up, down and delete: a failure answers code -1 (docs/product/activities.md); the screen toasts it (failureText). */
export function useMoveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: Move }) => post(`${S}/${move}`, { id }, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AREA }),
  });
}
