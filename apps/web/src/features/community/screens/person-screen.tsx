import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { common } from '../../../lib/messages';
import { messages } from '../messages';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { TabBar } from '../../../ui/tab-bar';
import { useBlockStatus, useBlockUser } from '../api/block-user';
import type { FansList } from '../api/fans';
import { useUserProfile, type UserProfile } from '../api/user-profile';
import { ensureLogin, useViewerId } from '../api/viewer';
import { FollowListSheet } from '../components/follow-list-sheet';
import { PersonActions } from '../components/person-actions';
import { PersonHeader } from '../components/person-header';
import { PersonSkeleton } from '../components/person-skeleton';
import { PersonTabContent, type PersonTab } from '../components/person-tab-content';
import styles from '../components/person-screen.module.css';
import { AdvertBanner } from '../components/advert-banner';

const t = messages.community.person;
const TABS: readonly { key: PersonTab; label: string }[] = [
  { key: 'dynamics', label: t.tabs.dynamics },
  { key: 'activities', label: t.tabs.activities },
  { key: 'collections', label: t.tabs.collections },
  { key: 'likes', label: t.tabs.likes },
];
// The activities tab shows only when the page gives its list (another area's), never as a placeholder.
const WITHOUT_ACTIVITIES = TABS.filter((x) => x.key !== 'activities');
const tabOf = (tabs: typeof TABS, v: string | null): PersonTab => tabs.find((x) => x.key === v)?.key ?? 'dynamics';

export type PersonScreenProps = {
  /** The user's activities (the activities area's list), composed by the page. */
  activitiesTab?: (userId: string) => ReactNode;
  /** On one's own home: what the page adds beside the circle and card buttons (edit profile, settings). */
  ownActions?: (profile: UserProfile) => ReactNode;
};

/**
 * /personHome?id=<user code> (or ?userId=, as links from outside carry it): anyone's home, open to visitors;
 * without either, the viewer's own. First view: the profile and the first tab's list, at once.
 */
export function PersonScreen({ activitiesTab, ownActions }: PersonScreenProps) {
  const [params, setParams] = useSearchParams();
  const viewerId = useViewerId();
  const userId = (params.get('id') || params.get('userId'))?.trim() || viewerId || '';
  const tabs = activitiesTab ? TABS : WITHOUT_ACTIVITIES;
  const tab = tabOf(tabs, params.get('tab'));
  const profile = useUserProfile(userId);
  const isMe = !!viewerId && viewerId === userId;
  // Asked only when it can matter (the more menu opens, or their list comes back empty), not on first view.
  const blocked = useBlockStatus(userId, false).data?.blocked ?? false;
  const unblock = useBlockUser();
  const [list, setList] = useState<FansList | null>(null);

  const changeTab = useCallback(
    (next: PersonTab) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next === 'dynamics') out.delete('tab');
          else out.set('tab', next);
          return out;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  if (!userId) {
    return (
      <EmptyState
        title={t.loginToView}
        action={
          <button type="button" className={styles.emptyAction} onClick={() => ensureLogin()}>
            {t.login}
          </button>
        }
      />
    );
  }
  if (profile.isPending) return <PersonSkeleton />;
  if (profile.isError) {
    const missing = isApiError(profile.error) && (profile.error.code === 404 || profile.error.httpStatus === 404);
    if (missing) return <EmptyState title={t.missing} />;
    return (
      <ErrorState
        title={common.errorTitle}
        hint={common.errorHint}
        retryLabel={common.retry}
        onRetry={() => void profile.refetch()}
      />
    );
  }

  const p = profile.data;
  return (
    <div className={styles.page} data-testid="person-home">
      <PersonHeader
        profile={p}
        onOpenList={setList}
        actions={
          <>
            {p.isMe && ownActions ? ownActions(p) : null}
            <PersonActions profile={p} blocked={blocked} />
          </>
        }
      />
      <FollowListSheet
        userId={userId}
        nickname={p.nickname}
        isMe={p.isMe}
        list={list}
        onChange={setList}
        onClose={() => setList(null)}
      />
      {/* One's own page carries the brand's invitation (成为认证创作者 and the like); another's does not. */}
      {p.isMe ? <AdvertBanner page="personHome" /> : null}
      {blocked ? (
        <div className={styles.blocked} role="status">
          <span>{t.blockedNotice}</span>
          <button type="button" onClick={() => unblock.mutate({ userId, block: false })} disabled={unblock.isPending}>
            {t.unblock}
          </button>
        </div>
      ) : (
        <>
          <div className={styles.tabs}>
            <TabBar items={tabs} active={tab} onChange={changeTab} />
          </div>
          <div className={styles.list}>
            {tab === 'activities' && activitiesTab ? (
              activitiesTab(userId)
            ) : (
              <PersonTabContent key={`${userId}:${tab}`} tab={tab} userId={userId} isMe={isMe} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
