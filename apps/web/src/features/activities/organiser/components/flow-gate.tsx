import type { ReactNode } from 'react';
import { isApiError } from '../../../../api/api-error';
import { common } from '../../../../lib/messages';
import { ErrorState } from '../../../../ui/error-state';
import { NotFoundState } from '../../../../ui/not-found-state';
import { Skeleton } from '../../../../ui/skeleton';
import { useOwnActivity } from '../api/publishing';
import type { ActivityDetail } from '../api/contract-types';
import { failureText } from '../api/failure-text';
import { organiserMessages } from '../messages';
import styles from './flow-gate.module.css';

const t = organiserMessages.common;

/** The grey blocks a step shows while its activity loads. */
export function FlowSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={t.loading}>
      <Skeleton className={styles.bar} />
      <Skeleton className={styles.cover} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className={styles.line} />
      ))}
    </div>
  );
}

/** Nothing to show: the activity is gone, someone else's, or the address names none. */
export function FlowNotFound({ title = t.notFound, hint }: { title?: string; hint?: string }) {
  return <NotFoundState title={title} hint={hint} back={{ to: '/activitymanage', label: t.backManage }} />;
}

/**
 * A step of the flow for one of the viewer's own activities (?id=): loading, gone, failed with a retry, or the
 * step itself with a fresh copy of the activity.
 */
export function FlowGate({ id, children }: { id: string; children: (activity: ActivityDetail) => ReactNode }) {
  const query = useOwnActivity(id);
  if (!id) return <FlowNotFound />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.code === 404 || query.error.code === 403)) return <FlowNotFound />;
    return (
      <ErrorState
        title={common.errorTitle}
        hint={failureText(query.error)}
        retryLabel={common.retry}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.fresh || !query.data) return <FlowSkeleton />;
  if (!query.data.isMine || query.data.status === 'deleted') return <FlowNotFound />;
  return <>{children(query.data)}</>;
}
