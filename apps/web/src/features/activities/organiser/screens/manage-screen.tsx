import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fmt } from '../../../../lib/messages';
import { goToSignIn } from '../../../../session/sign-in';
import { currentPath } from '../../../../lib/navigation';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { EmptyState } from '../../../../ui/empty-state';
import { ListStates } from '../../../../ui/list-states';
import { TabBar } from '../../../../ui/tab-bar';
import { showToast } from '../../../../ui/toast';
import { useMoveActivity, useMyPublish, type ManageFilter, type Move } from '../api/my-activities';
import type { ActivityCard } from '../api/contract-types';
import { failureText } from '../api/failure-text';
import { ListSkeleton } from '../components/list-skeleton';
import { ManageCard } from '../components/manage-card';
import { FLOW } from '../flow-form';
import { organiserMessages } from '../messages';
import { EnrolmentsScreen } from './enrolments-screen';
import styles from './manage-screen.module.css';

const t = organiserMessages.manage;
const TABS: { key: ManageFilter; label: string }[] = [
  { key: 'all', label: t.tabs.all },
  { key: 'online', label: t.tabs.online },
  { key: 'offline', label: t.tabs.offline },
  { key: 'draft', label: t.tabs.draft },
];

const CONFIRM: Record<Move, { title: string; hint: string; label: string; done: string; danger?: boolean }> = {
  up: { title: t.upTitle, hint: t.upHint, label: t.up, done: t.upDone },
  down: { title: t.downTitle, hint: t.downHint, label: t.down, done: t.downDone },
  delete: { title: t.deleteTitle, hint: t.deleteHint, label: t.delete, done: t.deleteDone, danger: true },
};

/**
 * /activitymanage: the activities I published (by state, with up, down, edit and delete), and with ?id= one
 * activity's sign-ups with check-in, export and import. Not a login route (docs/product/shell.md): a visitor is asked
 * to log in.
 */
export function ManageScreen({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!userId)
    return (
      <EmptyState
        title={organiserMessages.common.loginTitle}
        hint={organiserMessages.common.loginHint}
        action={
          <button type="button" className={styles.login} onClick={() => goToSignIn(currentPath(), { replace: false })}>
            {organiserMessages.common.login}
          </button>
        }
      />
    );
  if (id) return <EnrolmentsScreen key={id} id={id} />;
  return <MyActivities />;
}

function MyActivities() {
  const [filter, setFilter] = useState<ManageFilter>('all');
  const query = useMyPublish(filter);
  const move = useMoveActivity();
  const [asking, setAsking] = useState<{ activity: ActivityCard; move: Move } | null>(null);
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];

  const onConfirm = () => {
    if (!asking) return;
    const { activity, move: m } = asking;
    setAsking(null);
    move.mutate(
      { id: activity.id, move: m },
      { onSuccess: () => showToast(CONFIRM[m].done), onError: (e) => showToast(failureText(e)) },
    );
  };

  const dialog = asking ? CONFIRM[asking.move] : null;
  return (
    <div className={styles.page} data-testid="activity-manage">
      <div className={styles.head}>
        <TabBar items={TABS} active={filter} onChange={setFilter} label={organiserMessages.manage.tabs.all} />
        <Link className={styles.publish} to={FLOW.edit} data-testid="manage-publish">
          {t.publish}
        </Link>
      </div>
      <ListStates
        query={query}
        count={rows.length}
        skeleton={<ListSkeleton />}
        errorHint={failureText(query.error)}
        retrying={query.isFetching}
        empty={t.empty}
        emptyHint={t.emptyHint}
        emptyAction={
          <Link className={styles.login} to={FLOW.edit}>
            {t.publish}
          </Link>
        }
        more={organiserMessages.common.more}
      >
        {rows.map((a) => (
          <ManageCard key={a.id} activity={a} onMove={(m) => setAsking({ activity: a, move: m })} />
        ))}
      </ListStates>
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        hint={asking && dialog ? fmt(t.confirmHint, { title: asking.activity.title, hint: dialog.hint }) : ''}
        confirmLabel={dialog?.label ?? ''}
        cancelLabel={organiserMessages.common.cancel}
        danger={dialog?.danger ?? false}
        onConfirm={onConfirm}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
