import { Link } from 'react-router';
import { messages } from '../messages';
import styles from './destination-nav.module.css';

export type GuideSection = 'guides' | 'billboard' | 'treasure' | 'information';

const SECTIONS: readonly { key: GuideSection; path: string }[] = [
  { key: 'guides', path: '/strategyList' },
  { key: 'billboard', path: '/billboardList' },
  { key: 'treasure', path: '/rankList' },
  { key: 'information', path: '/destination/information' },
];

/** The destination's own sections, one tap apart: guides, billboard, treasure users, information. */
export function DestinationNav({ destinationId, active }: { destinationId: string; active: GuideSection }) {
  const q = `?destinationId=${encodeURIComponent(destinationId)}`;
  return (
    <nav className={styles.nav} aria-label={messages.nav.label}>
      {SECTIONS.map((s) => (
        <Link
          key={s.key}
          to={s.path + q}
          replace
          className={`${styles.item} ${s.key === active ? styles.active : ''}`}
          aria-current={s.key === active ? 'page' : undefined}
          data-testid={`destination-nav-${s.key}`}
        >
          {messages.nav[s.key]}
        </Link>
      ))}
    </nav>
  );
}
