import { isApiError } from '../../../../api/api-error';
import { common, fmt } from '../../../../lib/messages';
import { ErrorState } from '../../../../ui/error-state';
import { ListStates } from '../../../../ui/list-states';
import { Skeleton } from '../../../../ui/skeleton';
import { useActivitySummary, useEnrolList } from '../api/enrolments';
import { useOwnActivity } from '../api/publishing';
import { failureText } from '../api/failure-text';
import { ActivityRow } from '../components/activity-row';
import { CheckInPanel } from '../components/check-in-panel';
import { EnrolmentItem } from '../components/enrolment-item';
import { FlowNotFound, FlowSkeleton } from '../components/flow-gate';
import { SpreadsheetBar } from '../components/spreadsheet-bar';
import { organiserMessages } from '../messages';
import styles from './enrolments-screen.module.css';

const t = organiserMessages.enrolments;

/** /activitymanage?id=: one of my activities: its numbers, check-in by code, the spreadsheets, the sign-up list. */
export function EnrolmentsScreen({ id }: { id: string }) {
  const activity = useOwnActivity(id);
  if (activity.isError) {
    if (isApiError(activity.error) && (activity.error.code === 404 || activity.error.code === 403))
      return <FlowNotFound />;
    return (
      <ErrorState
        title={common.errorTitle}
        hint={failureText(activity.error)}
        retryLabel={common.retry}
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  }
  if (!activity.data) return <FlowSkeleton />;
  const a = activity.data;
  if (!a.isMine) return <FlowNotFound />;
  return (
    <div className={styles.page} data-testid="activity-enrolments">
      <ActivityRow
        activity={a}
        href={a.status === 'online' ? `/activityDetails?id=${encodeURIComponent(a.id)}` : '/activitymanage'}
      />
      <Summary id={a.id} />
      <CheckInPanel />
      <SpreadsheetBar
        activityId={a.id}
        inviteOnly={a.inviteOnly}
        fileName={fmt(t.exportFileName, { title: a.title.slice(0, 20) })}
      />
      <EnrolList id={a.id} />
    </div>
  );
}

function Summary({ id }: { id: string }) {
  const summary = useActivitySummary(id);
  const s = summary.data;
  const cells: [string, number | undefined][] = [
    [t.summary.enrolled, s?.enrolledCount],
    [t.summary.capacity, s?.capacity],
    [t.summary.waitlist, s?.waitlistCount],
    [t.summary.checkedIn, s?.checkedInCount],
  ];
  return (
    <dl className={styles.summary} data-testid="enrol-summary">
      {cells.map(([label, value]) => (
        <div key={label}>
          <dd>{value ?? '–'}</dd>
          <dt>{label}</dt>
        </div>
      ))}
    </dl>
  );
}

function EnrolList({ id }: { id: string }) {
  const list = useEnrolList(id);
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section className={styles.list}>
      <h2 className={styles.title}>{t.list}</h2>
      <ListStates
        query={list}
        count={rows.length}
        skeleton={[0, 1, 2].map((i) => (
          <Skeleton key={i} className={styles.skeleton} />
        ))}
        errorHint={failureText(list.error)}
        retrying={list.isFetching}
        empty={<p className={styles.empty}>{t.empty}</p>}
        more={organiserMessages.common.more}
      >
        <ul className={styles.rows}>
          {rows.map((r) => (
            <EnrolmentItem key={r.id} row={r} />
          ))}
        </ul>
      </ListStates>
    </section>
  );
}
