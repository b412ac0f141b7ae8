import { Link } from 'react-router';
import { useUnreadNotices } from '../../api/unread-notices';
import { inNativeApp } from '../../session/environment';
import { useChannel } from '../../session/channel';
import { UnreadBadge } from '../../ui/unread-badge';
import { messages } from '../messages';
import { TAB_ROUTES, type TabKey } from '../route-table';
import styles from './tab-nav.module.css';

// One 24×24 outline path per place: a few hundred bytes instead of an icon set (docs/product/budgets.md).
const ICONS: Record<TabKey, string> = {
  home: 'M4 10.5 12 4l8 6.5V20h-5v-5.5H9V20H4z',
  places: 'M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  activities: 'M4.5 6.5h15v13h-15zM4.5 10.5h15M8.5 4v4M15.5 4v4',
  messages: 'M6 17V11a6 6 0 0 1 12 0v6l1.5 1.5h-15zM10 20.5h4',
  mine: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5a7.5 7.5 0 0 1 15 0',
};

/** Whether the page finds its own way around: not inside the brand's app, whose own tab bar serves there. */
export function useTabNavShown(): boolean {
  return useChannel().source !== 'wyx' && !inNativeApp();
}

/**
 * The bottom tab bar of the places one returns to (docs/product/shell.md "The tab bar"): 首页, 目的地, 活动, 消息
 * with the unread count, 我的. Plain links and CSS: it sits in the first load of /speakTopic.
 */
export function TabNav({ active }: { active: TabKey }) {
  const unread = useUnreadNotices()?.total ?? 0;
  const t = messages.tabs;
  return (
    <nav className={styles.bar} aria-label={t.label} data-testid="tab-bar">
      {TAB_ROUTES.map(({ tab, path }) => (
        <Link
          key={tab}
          to={path}
          replace
          className={`${styles.tab} ${tab === active ? styles.on : ''}`}
          aria-current={tab === active ? 'page' : undefined}
          data-testid={`tab-${tab}`}
        >
          <span className={styles.icon}>
            <svg viewBox="0 0 24 24" aria-hidden>
              <path d={ICONS[tab]} />
            </svg>
            {tab === 'messages' ? <UnreadBadge count={unread} label={`${t.unread}${unread}`} /> : null}
          </span>
          {t[tab]}
        </Link>
      ))}
    </nav>
  );
}
