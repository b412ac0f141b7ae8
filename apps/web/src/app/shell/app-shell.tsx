import { useEffect, type CSSProperties } from 'react';
import { useSearchParams, type Location } from 'react-router';
import { AccountButton } from '../../features/identity/components/account-button';
import { OpenAppHost } from '../../ui/open-app/open-app-host';
import { messages } from '../messages';
import type { RouteHandle } from '../route-table';
import { useKeptParams } from '../../session/kept-params';
import { DebugTrigger } from './debug-trigger';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { NavigationSpinner } from './navigation-spinner';
import { ScrollRestoration } from './scroll-restoration';
import { useRouteHandle } from './route-handle';
import { TabNav, useTabNavShown } from './tab-nav';
import { TopBar } from './top-bar';
import styles from './app-shell.module.css';
import { OFFLINE_BAR_SLOT } from '../../features/offline/bar-slot';

/** Kept screens come back to their last position whenever they are reached again, not only on "back". */
const scrollKey = (location: Location, handle: RouteHandle) => (handle.keepAlive ? location.pathname : location.key);

/** The frame around every screen: top bar, loading indicator, kept screens, open-app dialog, debug console. */
export function AppShell() {
  const handle = useRouteHandle();
  const [params] = useSearchParams();
  const kept = useKeptParams();
  // showTopBar=0: the channel draws its own bar; kept for the session.
  const showTopBar = !handle.bare && (params.get('showTopBar') ?? kept.carried.showTopBar) !== '0';
  const title = handle.title ?? messages.app.name;
  // The tab bar on its five places, where the page finds its own way around (not inside the brand's app).
  const tabShown = useTabNavShown();
  const tab = tabShown ? handle.tab : undefined;

  useEffect(() => {
    document.title = title;
  }, [title]);

  const style = {
    '--shell-top': showTopBar ? 'calc(var(--top-bar-h) + var(--safe-top))' : 'var(--safe-top)',
    // What floats over a screen (the release button) and the screen's end keep clear of the tab bar.
    '--tab-space': tab ? 'var(--tab-bar-h)' : '0px',
    '--tab-safe': tab ? 'var(--safe-bottom)' : '0px',
  } as CSSProperties;

  return (
    <div className={styles.shell} style={style}>
      {showTopBar ? (
        <TopBar title={title} showBack={!handle.home && !tab} action={handle.home ? <AccountButton /> : null} />
      ) : null}
      {/* The offline banner's place, filled after load (features/offline/start.tsx): in the flow under the top
          bar, so it moves the screen down rather than covering its first line. */}
      <div id={OFFLINE_BAR_SLOT} />
      <main className={styles.main}>
        <KeepAliveOutlet />
      </main>
      {tab ? <TabNav active={tab} /> : null}
      <NavigationSpinner enabled={handle.loading} />
      <OpenAppHost />
      <DebugTrigger />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
