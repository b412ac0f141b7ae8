import { useEffect, type CSSProperties } from 'react';
import { Outlet, ScrollRestoration, useSearchParams } from 'react-router';
import { messages } from '../messages';
import { NavigationSpinner } from './navigation-spinner';
import { useRouteHandle } from './route-handle';
import { TopBar } from './top-bar';
import styles from './app-shell.module.css';

/** The frame around every screen: top bar, navigation spinner, scroll restoration. */
export function AppShell() {
  const handle = useRouteHandle();
  const [params] = useSearchParams();
  // showTopBar=0: the channel draws its own bar. (Kept for the session once the carried parameters land.)
  const showTopBar = params.get('showTopBar') !== '0';
  const title = handle.title ?? messages.app.name;

  useEffect(() => {
    document.title = title;
  }, [title]);

  const style = {
    '--shell-top': showTopBar ? 'calc(var(--top-bar-h) + var(--safe-top))' : 'var(--safe-top)',
  } as CSSProperties;

  return (
    <div className={styles.shell} style={style}>
      {showTopBar ? <TopBar title={title} showBack={!handle.home} /> : null}
      <main className={styles.main}>
        <Outlet />
      </main>
      <NavigationSpinner enabled={handle.loading} />
      <ScrollRestoration />
    </div>
  );
}
