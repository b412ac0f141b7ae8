import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { common } from '../../../lib/messages';
import { messages } from '../messages';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { TabBar } from '../../../ui/tab-bar';
import { useBlockStatus, useBlockUser } from '../api/block-user';
import { useUserProfile } from '../api/user-profile';
import { ensureLogin, useViewerId } from '../api/viewer';
import { PersonActions } from '../components/person-actions';
import { PersonHeader } from '../components/person-header';
import { PersonSkeleton } from '../components/person-skeleton';
import { PersonTabContent, type PersonTab } from '../components/person-tab-content';
import styles from '../components/person-screen.module.css';

const t = messages.community.person;
const TABS: readonly { key: PersonTab; label: string }[] = [
  { key: 'dynamics', label: t.tabs.dynamics },
  { key: 'activities', label: t.tabs.activities },
  { key: 'collections', label: t.tabs.collections },
  { key: 'likes', label: t.tabs.likes },
];
const tabOf = (v: string | null): PersonTab => TABS.find((x) => x.key === v)?.key ?? 'dynamics';

/**
 * /personHome?id=<user code>: anyone's home; without an id, the viewer's own. First view: the profile and the
 * first tab's list, at once.
 */
export function PersonScreen() {
  const [params, setParams] = useSearchParams();
  const viewerId = useViewerId();
  const userId = params.get('id')?.trim() || viewerId || '';
  const tab = tabOf(params.get('tab'));
  const profile = useUserProfile(userId);
  const isMe = !!viewerId && viewerId === userId;
  // Asked only when it can matter (the more menu opens, or their list comes back empty), not on first view.
  const blocked = useBlockStatus(userId, false).data?.blocked ?? false;
  const unblock = useBlockUser();

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
      <PersonHeader profile={p} actions={<PersonActions profile={p} blocked={blocked} />} />
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
            <TabBar items={TABS} active={tab} onChange={changeTab} />
          </div>
          <div className={styles.list}>
            <PersonTabContent key={`${userId}:${tab}`} tab={tab} userId={userId} isMe={isMe} />
          </div>
        </>
      )}
    </div>
  );
}
