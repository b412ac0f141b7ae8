import { Link } from 'react-router';
import { feedMessages } from '../feed-messages';
import styles from './search-entry.module.css';

/** The feed's way into search: looks like a box, opens /topicSquare's search with the keyboard up. */
export function SearchEntry() {
  return (
    <div className={styles.wrap}>
      <Link to="/topicSquare?search=1" className={styles.entry} data-testid="search-entry">
        {feedMessages.searchEntry}
      </Link>
    </div>
  );
}
