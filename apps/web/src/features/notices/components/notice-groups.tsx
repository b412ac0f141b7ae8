import { fmt } from '../../../lib/messages';
import { UnreadBadge } from '../../../ui/unread-badge';
import { NOTICE_KINDS, type NoticeKind } from '../api/notice-list';
import { messages } from '../messages';
import { GroupIcon } from './group-icons';
import styles from './notice-groups.module.css';

const t = messages.notices;

/**
 * The message centre's head: the four groups as round icons, each with its red unread count, the open one marked.
 * The open group's count is not shown: opening it reads it.
 */
export function NoticeGroups({
  active,
  counts,
  onSelect,
}: {
  active: NoticeKind;
  counts: Record<NoticeKind, number> | undefined;
  onSelect: (kind: NoticeKind) => void;
}) {
  return (
    <nav className={styles.groups} aria-label={messages.notices.entry}>
      {NOTICE_KINDS.map((kind) => {
        const n = kind === active ? 0 : (counts?.[kind] ?? 0);
        const label = t.groups[kind];
        return (
          <button
            key={kind}
            type="button"
            className={`${styles.group} ${kind === active ? styles.active : ''}`}
            aria-pressed={kind === active}
            aria-label={n > 0 ? fmt(t.groupUnread, { label, n }) : label}
            onClick={() => onSelect(kind)}
            data-testid={`notice-group-${kind}`}
          >
            <span className={`${styles.icon} ${styles[kind]}`}>
              <GroupIcon kind={kind} />
              <UnreadBadge count={n} />
            </span>
            <span className={styles.label}>{label}</span>
          </button>
        );
      })}
    </nav>
  );
}
