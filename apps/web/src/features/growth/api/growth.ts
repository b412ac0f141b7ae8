import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureMessage, post, type ApiOutput } from '../../../api/http';
import { rewardOutcome, signOutcome } from '../growth-result';

export type GrowInfo = ApiOutput<'/api/service/community/v1/grow/info'>;
export type LedgerEntry = GrowInfo['recent'][number];
export type SignDay = ApiOutput<'/api/service/v1/mission/sign/querySign'>[number];
export type TaskList = ApiOutput<'/api/service/v1/mission/task/queryEveryDataTask'>;
export type Task = TaskList['rows'][number];
export type TaskKind = Task['kind'];

/** Everything here is the viewer's, and a sign-in or a reward changes all of it: one key to refresh. */
export const growthKeys = {
  all: ['growth'] as const,
  info: () => [...growthKeys.all, 'info'] as const,
  sign: () => [...growthKeys.all, 'sign'] as const,
  tasks: (kind: TaskKind) => [...growthKeys.all, 'tasks', kind] as const,
};

// The screen shows each block's own error state with a retry, so the reads do not toast.
export function growInfoQueryOptions() {
  return queryOptions({
    queryKey: growthKeys.info(),
    queryFn: ({ signal }) => post('/api/service/community/v1/grow/info', {}, { signal, toast: false }),
  });
}
export const useGrowInfo = () => useQuery(growInfoQueryOptions());

export function signCalendarQueryOptions() {
  return queryOptions({
    queryKey: growthKeys.sign(),
    queryFn: ({ signal }) => post('/api/service/v1/mission/sign/querySign', {}, { signal, toast: false }),
  });
}
export const useSignCalendar = () => useQuery(signCalendarQueryOptions());

const TASK_PATH = {
  daily: '/api/service/v1/mission/task/queryEveryDataTask',
  special: '/api/service/v1/mission/task/querySpecialTask',
  weal: '/api/service/v1/mission/task/queryWealTask',
} as const;

export function tasksQueryOptions(kind: TaskKind) {
  return queryOptions({
    queryKey: growthKeys.tasks(kind),
    queryFn: ({ signal }) => post(TASK_PATH[kind], {}, { signal, toast: false }),
  });
}
export const useTasks = (kind: TaskKind) => useQuery(tasksQueryOptions(kind));

/** Signs in for today (an enveloped call). Answers rpcCode 0 with the award, or rpcCode -1 with the refusal. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signConfigId: number) =>
      signOutcome(post('/api/service/v1/mission/sign/userSign', { signConfigId }, { toast: false }), failureMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: growthKeys.all }),
  });
}

/** Claims a finished task's reward. Answers code 0 with the new balance, or code -1 with the refusal. */
export function useReceiveReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) =>
      rewardOutcome(post('/api/service/v1/mission/task/receiveReward', { taskId }, { toast: false }), failureMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: growthKeys.all }),
  });
}
