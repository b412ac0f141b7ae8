import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

const TOPIC_PATH = '/api/community/v1/topic/query';

export type TopicDetail = ApiOutput<typeof TOPIC_PATH>;

export function topicQueryOptions(topicId: string) {
  return queryOptions({
    queryKey: ['community', 'topic', topicId] as const,
    queryFn: ({ signal }) => post(TOPIC_PATH, { topicId }, { signal, toast: false }),
    enabled: topicId !== '',
    // A topic's header changes slowly; coming back within five minutes needs no request.
    staleTime: 5 * 60_000,
  });
}

export const useTopic = (topicId: string) => useQuery(topicQueryOptions(topicId));
