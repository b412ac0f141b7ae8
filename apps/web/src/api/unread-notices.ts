import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session';
import { post, type ApiOutput } from './http';

// The signed-in user's unread notices (消息), for any screen that shows a badge: the 消息 screen's groups, the
// entry on one's own home, and the tab bar when it comes. It lives on this floor so every feature and the shell
// can read it; one small call, made only with a session and only by a screen that shows a badge.

export const NOTICE_UNREAD_PATH = '/api/service/socialcontact/v1/notice/unread';

export type UnreadNotices = ApiOutput<typeof NOTICE_UNREAD_PATH>;

export const unreadNoticesKey = ['notices', 'unread'] as const;

export const unreadNoticesQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...unreadNoticesKey, token],
    queryFn: ({ signal }) => post(NOTICE_UNREAD_PATH, {}, { signal, toast: false }),
    enabled: token !== null,
    // Fresh enough for a badge; a screen that reads notices refreshes it at once.
    staleTime: 30_000,
  });

/** The unread counts per kind and their total, or undefined without a session (or before the answer). */
export function useUnreadNotices(): UnreadNotices | undefined {
  const token = useSession((s) => (s.isLogin ? s.token : null));
  return useQuery(unreadNoticesQuery(token)).data;
}
