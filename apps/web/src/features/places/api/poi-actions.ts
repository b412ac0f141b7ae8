import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';
import { isQueued, sendOrQueue } from '../../../api/offline-writes';
import { poiKeys, type PoiInfo } from './poi';

export type Evaluations = ApiOutput<'/api/socialcontact/v1/evaluate/getEvaluateByParams'>;
export type Evaluation = Evaluations['rows'][number];

const evaluationKeys = {
  of: (poiId: string) => [...poiKeys.one(poiId), 'evaluations'] as const,
};

export const wantToGoTarget = (poiId: string) => `want:poi:${poiId}`;

/** Want-to-go is the like on a POI: counted from rows on the server, shown at once here. */
export function useWantToGo(poiId: string) {
  const queryClient = useQueryClient();
  const key = poiKeys.one(poiId);
  const patch = (wanted: boolean, count?: number) =>
    queryClient.setQueryData<PoiInfo>(key, (old) =>
      old
        ? {
            ...old,
            wantToGo: {
              wanted,
              count: count ?? Math.max(0, old.wantToGo.count + (wanted === old.wantToGo.wanted ? 0 : wanted ? 1 : -1)),
            },
          }
        : old,
    );
  return useMutation({
    // Offline, it is queued and shows as 待发送 until sent (docs/product/offline.md).
    mutationFn: (want: boolean) =>
      sendOrQueue(
        '/api/socialcontact/v1/vote/like',
        { targetType: 'poi', targetId: poiId, like: want },
        { label: '想去', target: wantToGoTarget(poiId) },
      ),
    onMutate: async (want) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<PoiInfo>(key);
      patch(want);
      return { before };
    },
    onError: (_e, _v, context) => context?.before && queryClient.setQueryData(key, context.before),
    onSuccess: (answer) => {
      if (!isQueued(answer)) patch(answer.liked, answer.likeCount);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['places', 'footprint'] }),
  });
}

const EVALUATION_PAGE = 5;

export function evaluationsQueryOptions(poiId: string) {
  return infiniteQueryOptions({
    queryKey: evaluationKeys.of(poiId),
    queryFn: ({ pageParam, signal }) =>
      post(
        '/api/socialcontact/v1/evaluate/getEvaluateByParams',
        { targetType: 'poi', targetId: poiId, pageSize: EVALUATION_PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
export const useEvaluations = (poiId: string) => useInfiniteQuery(evaluationsQueryOptions(poiId));

/** An evaluation is a comment with a score on the POI (the content filter runs on the server). */
export function useAddEvaluation(poiId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, score }: { text: string; score: number }) =>
      post('/api/service/socialcontact/v1/comment/add', {
        targetType: 'poi',
        targetId: poiId,
        text,
        score,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: evaluationKeys.of(poiId) }),
        queryClient.invalidateQueries({ queryKey: poiKeys.one(poiId), exact: true }),
      ]),
  });
}
