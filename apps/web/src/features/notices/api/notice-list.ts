import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';
import { unreadNoticesKey } from '../../../api/unread-notices';

// One group's notices on the 消息 screen, keyset paged. The server marks a group read when its first page is
// asked for, so the unread counts are asked again as soon as that page is in.

const LIST_PATH = '/api/service/socialcontact/v1/notice/list';

export type NoticePage = ApiOutput<typeof LIST_PATH>;
export type NoticeRow = NoticePage['rows'][number];
export type NoticeKind = NoticeRow['kind'];

export const NOTICE_KINDS: readonly NoticeKind[] = ['like', 'comment', 'follow', 'system'];

const PAGE_SIZE = 20;

export const noticeKeys = {
  all: ['notices', 'list'] as const,
  of: (kind: NoticeKind) => [...noticeKeys.all, kind] as const,
};

export function noticeListQuery(kind: NoticeKind, onFirstPage: () => void) {
  return infiniteQueryOptions({
    queryKey: noticeKeys.of(kind),
    queryFn: async ({ pageParam, signal }) => {
      const page = await post(
        LIST_PATH,
        { kind, pageSize: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, toast: false },
      );
      if (!pageParam) onFirstPage();
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: NoticePage) => last.nextCursor ?? undefined,
  });
}

/** A group's notices; opening it (its first page) marks it read and refreshes every badge. */
export function useNoticeList(kind: NoticeKind) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    ...noticeListQuery(kind, () => void queryClient.invalidateQueries({ queryKey: unreadNoticesKey })),
    // Each visit shows what came since: read state lives on the server.
    staleTime: 0,
  });
}
