import { Link } from 'react-router';
import { HOME_PATH } from '../../../lib/login-redirect';
import { EmptyState } from '../../../ui/empty-state';
import { messages } from '../messages';
import styles from './missing-state.module.css';

const t = messages.community.detail;

/**
 * The not-found state of the community's detail pages (no id, an id that is not one, or a row that is gone):
 * their own words and the way back to the feed, never an endless skeleton.
 */
export function MissingState({ title = t.missing, hint = t.missingHint }: { title?: string; hint?: string }) {
  return (
    <div data-testid="detail-missing">
      <EmptyState
        title={title}
        hint={hint}
        action={
          <Link to={HOME_PATH} className={styles.home} data-testid="detail-missing-back">
            {t.backToFeed}
          </Link>
        }
      />
    </div>
  );
}
