import { Link } from 'react-router';
import { useUnreadNotices } from '../../../api/unread-notices';
import { fmt } from '../../../lib/messages';
import { UnreadBadge } from '../../../ui/unread-badge';
import { messages } from '../messages';
import { messagesLink } from '../notice-link';
import { GroupIcon } from './group-icons';
import styles from './notices-entry.module.css';

const t = messages.notices;

/**
 * A small bell that opens 消息, with the unread total on it; for headers of screens the signed-in user sees. It opens
 * the first group with something unread, so a new comment is not behind an empty 赞和收藏.
 */
export function NoticesEntry({ className }: { className?: string }) {
  const unread = useUnreadNotices();
  const total = unread?.total ?? 0;
  return (
    <Link
      to={messagesLink(unread?.counts)}
      className={`${styles.entry} ${className ?? ''}`}
      aria-label={total > 0 ? fmt(t.entryUnread, { n: total }) : t.entry}
      data-testid="notices-entry"
    >
      <GroupIcon kind="system" />
      <UnreadBadge count={total} />
    </Link>
  );
}
