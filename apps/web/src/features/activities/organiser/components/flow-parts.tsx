import type { ReactNode } from 'react';
import { organiserMessages } from '../messages';
import styles from './flow.module.css';

const t = organiserMessages;

/** The four steps of publishing, the current one marked. */
export function FlowSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <ol className={styles.steps} aria-label={t.stepsLabel}>
      {t.steps.map((label, i) => (
        <li
          key={label}
          className={`${styles.step} ${i < current ? styles.stepDone : ''} ${i === current ? styles.stepNow : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className={styles.stepNo}>{i + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  );
}

/** The fixed bar at the foot of each step: what is going on (saving…) and the way on. */
export function FlowFooter({
  status,
  back,
  primary,
  disabled,
  onPrimary,
  testId,
}: {
  status?: ReactNode;
  back?: () => void;
  primary: string;
  disabled?: boolean;
  onPrimary: () => void;
  testId?: string;
}) {
  return (
    <div className={styles.footer}>
      {back ? (
        <button type="button" className={styles.secondary} onClick={back}>
          {t.common.back}
        </button>
      ) : null}
      <span className={styles.status} role="status">
        {status}
      </span>
      <button type="button" className={styles.primary} disabled={disabled} onClick={onPrimary} data-testid={testId}>
        {primary}
      </button>
    </div>
  );
}

/** An on/off switch in the project's colours. */
export function Switch({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className={styles.switch}
      onClick={() => onChange(!checked)}
      data-testid={testId}
    />
  );
}
