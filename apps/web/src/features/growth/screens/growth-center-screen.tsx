import { useState } from 'react';
import { common, fmt } from '../../../lib/messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ListStates } from '../../../ui/list-states';
import { Skeleton } from '../../../ui/skeleton';
import { TabBar } from '../../../ui/tab-bar';
import { showToast } from '../../../ui/toast';
import { useSingleFlight } from '../../../ui/use-single-flight';
import {
  useGrowInfo,
  useReceiveReward,
  useSignCalendar,
  useSignIn,
  useTasks,
  type Task,
  type TaskKind,
} from '../api/growth';
import { LedgerList } from '../components/ledger-list';
import { LevelCard } from '../components/level-card';
import { SignCalendar } from '../components/sign-calendar';
import { TaskList } from '../components/task-list';
import { messages } from '../messages';
import styles from './growth-center-screen.module.css';

const t = messages.growth;
const TABS: readonly { key: TaskKind; label: string }[] = [
  { key: 'daily', label: t.tasks.tabs.daily },
  { key: 'special', label: t.tasks.tabs.special },
  { key: 'weal', label: t.tasks.tabs.weal },
];

/** /growth/center: level and points, the daily sign-in, the three task lists, the ledger's newest rows. */
export function GrowthCenterScreen() {
  const info = useGrowInfo();
  return (
    <div className={styles.page} data-testid="growth-center">
      <div className={styles.top}>
        {info.isPending ? (
          <Skeleton className={styles.levelSkeleton} />
        ) : info.isError ? (
          <div className={styles.card}>
            <ErrorState
              title={t.failed}
              hint={info.error.message}
              retryLabel={common.retry}
              onRetry={() => void info.refetch()}
              retrying={info.isFetching}
            />
          </div>
        ) : (
          <LevelCard info={info.data} />
        )}
      </div>
      <SignBlock />
      <TaskBlock />
      <section className={styles.card} data-testid="ledger">
        <h2 className={styles.cardTitle}>{t.ledger.title}</h2>
        {info.isPending ? <Lines /> : info.data ? <LedgerList entries={info.data.recent} /> : null}
      </section>
    </div>
  );
}

function SignBlock() {
  const calendar = useSignCalendar();
  const signIn = useSignIn();
  // One sign-in out at a time: a double tap signs in once (docs/product/nothing-twice.md).
  const signFlight = useSingleFlight();
  const [result, setResult] = useState<string | null>(null);
  if (calendar.isPending) return <Skeleton className={styles.signSkeleton} />;
  if (calendar.isError) {
    return (
      <div className={styles.card}>
        <ErrorState
          title={t.failed}
          hint={calendar.error.message}
          retryLabel={common.retry}
          onRetry={() => void calendar.refetch()}
          retrying={calendar.isFetching}
        />
      </div>
    );
  }
  if (calendar.data.length === 0) {
    return (
      <div className={styles.card}>
        <EmptyState title={t.sign.empty} />
      </div>
    );
  }
  return (
    <>
      <SignCalendar
        days={calendar.data}
        signing={signFlight.busy || signIn.isPending}
        onSign={(day) =>
          signFlight.run(() =>
            signIn.mutateAsync(day.id).then((outcome) => {
              // rpcCode -1: refused (a second sign-in today answers '今日已签到'); the calendar is asked again.
              if (outcome.rpcCode === -1) showToast(outcome.msg);
              else setResult(outcome.bizMsg);
            }),
          )
        }
      />
      <ConfirmDialog
        open={result !== null}
        title={t.sign.resultTitle}
        hint={result ?? ''}
        confirmLabel={t.sign.resultOk}
        onConfirm={() => setResult(null)}
        onCancel={() => setResult(null)}
      />
    </>
  );
}

function TaskBlock() {
  const [kind, setKind] = useState<TaskKind>('daily');
  const tasks = useTasks(kind);
  const receive = useReceiveReward();
  // One claim out at a time: a double tap claims once (docs/product/nothing-twice.md).
  const flight = useSingleFlight();
  const claim = (task: Task) =>
    flight.run(() =>
      receive.mutateAsync(task.id).then((outcome) => {
        // code -1: refused (already received, not finished yet); the lists are asked again either way.
        showToast(outcome.code === -1 ? outcome.msg : fmt(t.tasks.claimedToast, { n: outcome.rewardCoin }));
      }),
    );
  return (
    <section className={styles.card} data-testid="tasks">
      <h2 className={styles.cardTitle}>{t.tasks.title}</h2>
      <div className={styles.tabs}>
        <TabBar items={TABS} active={kind} onChange={setKind} label={t.tasks.title} />
      </div>
      <ListStates
        query={tasks}
        count={tasks.data?.rows.length ?? 0}
        skeleton={<Lines />}
        errorTitle={t.failed}
        errorHint={tasks.error?.message}
        retrying={tasks.isFetching}
        empty={t.tasks.empty}
      >
        <TaskList
          tasks={tasks.data?.rows ?? []}
          claimingId={flight.busy || receive.isPending ? (receive.variables ?? null) : null}
          onClaim={claim}
        />
      </ListStates>
    </section>
  );
}

function Lines() {
  return (
    <div className={styles.lines} aria-busy>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} style={{ height: '0.9067rem' }} />
      ))}
    </div>
  );
}
