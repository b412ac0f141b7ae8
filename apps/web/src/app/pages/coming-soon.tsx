import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../ui/empty-state';
import { messages } from '../messages';
import { HOME_PATH } from '../shell/redirect-home';
import styles from './coming-soon.module.css';

/** Placeholder for screens that are routed but not built yet. */
export function Component() {
  const { search } = useLocation();
  return (
    <EmptyState
      title={messages.app.comingSoon}
      hint={messages.app.comingSoonHint}
      action={
        <Link className={styles.home} to={{ pathname: HOME_PATH, search: keepChannelParams(search) }}>
          {messages.app.backHome}
        </Link>
      }
    />
  );
}

/** The detail's own ?id= means nothing on the feed; anything else (channel parameters) rides along. */
function keepChannelParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('id');
  const s = params.toString();
  return s ? `?${s}` : '';
}
