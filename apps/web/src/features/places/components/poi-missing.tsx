import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { messages } from '../messages';
import styles from './poi-missing.module.css';

/** A place that does not exist (or no longer does): said the same on its details, photos and map, with the way out. */
export function PoiMissing() {
  return (
    <EmptyState
      title={messages.poi.missing}
      hint={messages.poi.missingHint}
      action={
        <Link to="/changeDestination" className={styles.back}>
          {messages.poi.backHome}
        </Link>
      }
    />
  );
}
