import { formatDate } from '@app/rules';
import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import type { Task } from '../api/growth';
import { messages } from '../messages';
import styles from './task-list.module.css';

const t = messages.growth.tasks;
const HERE = '/growth/center';

/** Tasks with their progress (counted by the server from what the viewer did) and a button for where each stands. */
export function TaskList({
  tasks,
  claimingId,
  onClaim,
}: {
  tasks: readonly Task[];
  claimingId: string | null;
  onClaim: (task: Task) => void;
}) {
  return (
    <ul className={styles.list}>
      {tasks.map((task) => (
        <li
          key={task.id}
          className={styles.task}
          data-testid="task"
          data-task-id={task.id}
          data-event={task.event}
          data-state={task.received ? 'received' : task.finished ? 'finished' : 'open'}
        >
          <div className={styles.body}>
            <p className={styles.title}>{task.title}</p>
            <p className={styles.desc}>
              {task.description}
              {task.endsAt ? ` · ${fmt(t.until, { date: formatDate(task.endsAt) })}` : ''}
            </p>
            <div className={styles.progressRow}>
              <span className={styles.bar} aria-hidden>
                <span style={{ width: `${Math.round((task.progress * 100) / Math.max(1, task.target))}%` }} />
              </span>
              <span className={styles.count} data-testid="task-progress">
                {fmt(t.progress, { done: task.progress, target: task.target })}
              </span>
            </div>
            <p className={styles.reward}>
              {task.rewardCoin > 0 ? <span>{fmt(t.rewardCoin, { n: task.rewardCoin })}</span> : null}
              {task.rewardExp > 0 ? <span>{fmt(t.rewardExp, { n: task.rewardExp })}</span> : null}
            </p>
          </div>
          {task.received ? (
            <span className={`${styles.action} ${styles.received}`} data-testid="task-action">
              {t.received}
            </span>
          ) : task.finished ? (
            <button
              type="button"
              className={`${styles.action} ${styles.claim}`}
              disabled={claimingId === task.id}
              onClick={() => onClaim(task)}
              data-testid="task-action"
            >
              {claimingId === task.id ? t.claiming : t.claim}
            </button>
          ) : task.link === HERE ? (
            // The sign-in task is done on this very page: take the eye to the calendar rather than reload it.
            <button
              type="button"
              className={`${styles.action} ${styles.go}`}
              onClick={() =>
                document.querySelector('[data-testid="sign-calendar"]')?.scrollIntoView({ behavior: 'smooth' })
              }
              data-testid="task-action"
            >
              {t.go}
            </button>
          ) : (
            <Link to={task.link || '/speakTopic'} className={`${styles.action} ${styles.go}`} data-testid="task-action">
              {t.go}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
