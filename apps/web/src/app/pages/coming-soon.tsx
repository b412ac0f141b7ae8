import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '../../lib/login-redirect';
import { EmptyState } from '../../ui/empty-state';
import { messages } from '../messages';
import styles from './coming-soon.module.css';

/** Placeholder for screens that are routed (guard, loading flag, keep-alive) but not built yet. */
export function ComingSoon({ children }: { children?: ReactNode }) {
  const { search } = useLocation();
  return (
    <>
      <EmptyState
        title={messages.app.comingSoon}
        hint={messages.app.comingSoonHint}
        action={
          <Link className={styles.home} to={{ pathname: HOME_PATH, search: keepChannelParams(search) }}>
            {messages.app.backHome}
          </Link>
        }
      />
      {children}
    </>
  );
}

export function Component() {
  return <ComingSoon />;
}

/** The screen's own parameters mean nothing on the feed; the rest (channel parameters) rides along. */
function keepChannelParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const own of ['id', 'redirect', 'url', 'urls', 'index']) params.delete(own);
  const s = params.toString();
  return s ? `?${s}` : '';
}
