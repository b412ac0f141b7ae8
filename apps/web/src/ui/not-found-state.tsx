import { Link } from 'react-router';
import { EmptyState } from './empty-state';
import styles from './not-found-state.module.css';

/**
 * A detail screen's not-found block (no id, an id that is not one, a row that is gone): the area's own words and
 * the way back, never an endless skeleton. One look in every area.
 */
export function NotFoundState({
  title,
  hint,
  back,
  testId,
}: {
  title: string;
  hint?: string | undefined;
  back: { to: string; label: string; testId?: string };
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <EmptyState
        title={title}
        hint={hint}
        action={
          <Link to={back.to} className={styles.back} data-testid={back.testId}>
            {back.label}
          </Link>
        }
      />
    </div>
  );
}
