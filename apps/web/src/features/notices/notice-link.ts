import { NOTICE_KINDS, type NoticeKind, type NoticeRow } from './api/notice-list';

// Where tapping a notice goes: the comment when it is about one on a dynamic, else the dynamic, the follower's
// home, the activity, the place, or the growth centre (a reward). Anything else opens nothing.

export function noticeLink(n: Pick<NoticeRow, 'kind' | 'actor' | 'targetType' | 'targetId' | 'commentId'>) {
  const id = n.targetId === null ? null : encodeURIComponent(n.targetId);
  if (n.targetType === 'user') return n.actor ? `/personHome?id=${encodeURIComponent(n.actor.userId)}` : null;
  if (n.targetType === 'growth') return '/growth/center';
  if (id === null) return null;
  if (n.targetType === 'content') {
    return n.commentId
      ? `/commentDetails?id=${encodeURIComponent(n.commentId)}&contentId=${id}`
      : `/dynamicDetails?id=${id}`;
  }
  if (n.targetType === 'activity') return `/activityDetails?id=${id}`;
  if (n.targetType === 'poi') return `/poiDetails?id=${id}`;
  return null;
}

/** Where the bell leads: the first group with something unread (赞和收藏, the screen's default, needs no ?kind=). */
export function messagesLink(counts: Record<NoticeKind, number> | undefined) {
  const first = NOTICE_KINDS.find((k) => (counts?.[k] ?? 0) > 0);
  return first && first !== 'like' ? `/messages?kind=${first}` : '/messages';
}
