import type { QueryClient } from '@tanstack/react-query';
import { patchContentIn, type ContentCounts } from '../lib/content-patch';

/** Patches one content row in every cached community answer that shows it (detail, feeds, lists). */
export function patchContent(queryClient: QueryClient, id: string, patch: (row: ContentCounts) => ContentCounts) {
  queryClient.setQueriesData({ queryKey: ['community'] }, (data: unknown) => patchContentIn(data, id, patch));
}

/** The answers a row appears in, for rolling back an optimistic change. */
export function snapshotCommunity(queryClient: QueryClient) {
  return queryClient.getQueriesData({ queryKey: ['community'] });
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: ReturnType<typeof snapshotCommunity>) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
