import type { topicDetail } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import type { Out } from './contract-types';

export type TopicDetail = Out<typeof topicDetail>;

export function topicQueryOptions(topicId: string) {
  return queryOptions({
    queryKey: ['community', 'topic', topicId] as const,
    queryFn: ({ signal }) => post<TopicDetail>('/api/community/v1/topic/query', { topicId }, { signal, toast: false }),
    enabled: topicId !== '',
    // A topic's header changes slowly; coming back within five minutes needs no request.
    staleTime: 5 * 60_000,
  });
}

export const useTopic = (topicId: string) => useQuery(topicQueryOptions(topicId));
