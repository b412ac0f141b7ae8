import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

const COLUMNS_PATH = '/api/community/v1/topicSquare/queryColumn';
const BY_PARAMS_PATH = '/api/community/v1/topic/queryByParams';

export type TopicPage = ApiOutput<typeof BY_PARAMS_PATH>;
export type TopicRow = TopicPage['rows'][number];
export type SquareColumn = ApiOutput<typeof COLUMNS_PATH>['rows'][number];

/** What a list of topics shows: a square column, or topics by sort and keyword. */
export type TopicSource =
  { kind: 'column'; columnId: string } | { kind: 'params'; sort: 'hot' | 'new'; keyword?: string; subclassId?: string };

const PAGE_SIZE = 20;

export const squareColumnsQueryOptions = () =>
  queryOptions({
    queryKey: ['community', 'square', 'columns'] as const,
    queryFn: ({ signal }) => post(COLUMNS_PATH, {}, { signal, toast: false }),
    staleTime: 10 * 60_000,
  });

export const useSquareColumns = () => useQuery(squareColumnsQueryOptions());

function fetchTopics(source: TopicSource, cursor: string | null, signal: AbortSignal) {
  const page = { pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  if (source.kind === 'column') {
    return post(
      '/api/community/v1/topicSquare/queryDataV6A',
      { columnId: source.columnId, ...page },
      { signal, toast: false },
    );
  }
  const { kind: _kind, ...params } = source;
  return post(BY_PARAMS_PATH, { ...params, ...page }, { signal, toast: false });
}

export function topicsQueryOptions(source: TopicSource) {
  return infiniteQueryOptions({
    queryKey: ['community', 'square', 'topics', source] as const,
    queryFn: ({ pageParam, signal }) => fetchTopics(source, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TopicPage) => last.nextCursor ?? undefined,
  });
}

export const useTopics = (source: TopicSource, enabled = true) =>
  useInfiniteQuery({ ...topicsQueryOptions(source), enabled });

/**
 * The source of a square column. The hot and new columns list topics by those sorts, which is what the hot
 * ranking above the tabs already asked for: the square's first view then needs no request after the columns.
 */
export function columnSource(column: SquareColumn | undefined): TopicSource {
  if (!column || column.kind === 'hot') return { kind: 'params', sort: 'hot' };
  if (column.kind === 'new') return { kind: 'params', sort: 'new' };
  return { kind: 'column', columnId: column.id };
}
