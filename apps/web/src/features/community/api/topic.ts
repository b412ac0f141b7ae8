import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

export type TopicDetail = ApiOutput<'/api/community/v1/topic/query'>;

export function topicQueryOptions(topicId: string) {
  return queryOptions({
    queryKey: ['community', 'topic', topicId] as const,
    queryFn: ({ signal }) => post('/api/community/v1/topic/query', { topicId }, { signal, toast: false }),
    enabled: topicId !== '',
    // A topic's header changes slowly; coming back within five minutes needs no request.
    staleTime: 5 * 60_000,
  });
}

export const useTopic = (topicId: string) => useQuery(topicQueryOptions(topicId));
