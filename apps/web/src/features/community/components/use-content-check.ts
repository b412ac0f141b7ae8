import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { checkContent } from '../api/publish';
import { filterKey, type FilterItem } from '../lib/release-form';

const CHECK_DELAY_MS = 800;

export function contentCheckQueryOptions(items: FilterItem[]) {
  return queryOptions({
    queryKey: ['community', 'content-check', filterKey(items)] as const,
    queryFn: ({ signal }) => checkContent(items, signal),
    // The same words get the same verdict for the life of the screen.
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The content filter's verdict on the words as they are, asked a moment after typing stops, so it shows
 * before the writer taps publish. `current` tells whether the verdict is for exactly what is written now.
 */
export function useContentCheck(items: FilterItem[]) {
  const key = filterKey(items);
  const [settled, setSettled] = useState(items);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(items), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // `key` stands for the items' contents: a new array with the same words is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const options = useMemo(() => contentCheckQueryOptions(settled), [settled]);
  const query = useQuery({ ...options, enabled: settled.length > 0 });
  const current = filterKey(settled) === key;
  return { verdict: current && settled.length > 0 ? query.data : undefined, checking: query.isFetching || !current };
}
