import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { post, type ApiOutput } from '../../../api/http';
import type { FilterItem, PublishPayload } from '../lib/release-form';
import { pubListKeys } from './pub-list';

const FILTER_PATH = '/api/service/content/v1/pvt/queryFilter';

export type FilterVerdict = ApiOutput<typeof FILTER_PATH>;
export type Contact = ApiOutput<'/api/service/content/v1/pvt/findContact'>;

/**
 * The content filter's verdict on a draft. A refusal is code 1 with the verdict in its body; both come back
 * here as a verdict, so the screen can name the words before anything is published.
 */
export async function checkContent(items: FilterItem[], signal?: AbortSignal): Promise<FilterVerdict> {
  try {
    return await post(FILTER_PATH, { items }, { signal, toast: false });
  } catch (e) {
    const body = isApiError(e) ? (e.body as FilterVerdict | undefined) : undefined;
    if (isApiError(e) && e.code === 1 && body && Array.isArray(body.items)) return { ...body, pass: false };
    throw e;
  }
}

/** Publishes; every feed (the community's, the topic's, the author's) is then out of date. */
export function usePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PublishPayload) => post('/api/service/content/v1/pvt/publish', payload),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pubListKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['community', 'profile'] }),
        queryClient.invalidateQueries({ queryKey: ['community', 'topic'] }),
      ]),
  });
}

const contactKey = ['community', 'contact'] as const;

export const contactQueryOptions = () =>
  queryOptions({
    queryKey: contactKey,
    queryFn: ({ signal }) => post('/api/service/content/v1/pvt/findContact', {}, { signal, toast: false }),
    staleTime: 5 * 60_000,
  });

export const useContact = () => useQuery(contactQueryOptions());

export type ContactInput = { name: string; mobile: string; wechat: string };

/** Saves the publisher's contact; the answer (mobile masked) replaces what was shown. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInput) =>
      post('/api/service/content/v1/pvt/saveContact', { ...input, countryCode: '86' }),
    onSuccess: (contact) => queryClient.setQueryData(contactKey, contact),
  });
}
