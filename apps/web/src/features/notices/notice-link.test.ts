import { describe, expect, it } from 'vitest';
import { messagesLink, noticeLink } from './notice-link';

const base = { kind: 'like' as const, actor: { userId: 'U1', nickname: '小王', avatar: null }, commentId: null };

describe('noticeLink', () => {
  it('opens the dynamic, or the comment on it', () => {
    expect(noticeLink({ ...base, targetType: 'content', targetId: '42' })).toBe('/dynamicDetails?id=42');
    expect(noticeLink({ ...base, targetType: 'content', targetId: '42', commentId: '7' })).toBe(
      '/commentDetails?id=7&contentId=42',
    );
  });

  it("opens a follower's home by their user code, an activity, a place and the growth centre", () => {
    expect(noticeLink({ ...base, kind: 'follow', targetType: 'user', targetId: '9' })).toBe('/personHome?id=U1');
    expect(noticeLink({ ...base, kind: 'system', actor: null, targetType: 'activity', targetId: '3' })).toBe(
      '/activityDetails?id=3',
    );
    expect(noticeLink({ ...base, targetType: 'poi', targetId: '5', commentId: '8' })).toBe('/poiDetails?id=5');
    expect(noticeLink({ ...base, kind: 'system', actor: null, targetType: 'growth', targetId: null })).toBe(
      '/growth/center',
    );
  });

  it('opens nothing for what it does not know or cannot reach', () => {
    expect(noticeLink({ ...base, kind: 'system', actor: null, targetType: '', targetId: null })).toBeNull();
    expect(noticeLink({ ...base, targetType: 'content', targetId: null })).toBeNull();
    expect(noticeLink({ ...base, kind: 'follow', actor: null, targetType: 'user', targetId: '9' })).toBeNull();
  });
});

describe('messagesLink', () => {
  const none = { like: 0, comment: 0, follow: 0, system: 0 };
  it('opens the first group with something unread', () => {
    expect(messagesLink({ ...none, follow: 2, system: 1 })).toBe('/messages?kind=follow');
    expect(messagesLink({ ...none, like: 1, comment: 3 })).toBe('/messages');
    expect(messagesLink(none)).toBe('/messages');
    expect(messagesLink(undefined)).toBe('/messages');
  });
});
