import { useSearchParams } from 'react-router';
import { useUnreadNotices } from '../../../api/unread-notices';
import { common } from '../../../lib/messages';
import { ListStates } from '../../../ui/list-states';
import { Skeleton } from '../../../ui/skeleton';
import { NOTICE_KINDS, useNoticeList, type NoticeKind } from '../api/notice-list';
import { NoticeGroups } from '../components/notice-groups';
import { NoticeItem } from '../components/notice-item';
import { messages } from '../messages';
import styles from './notices-screen.module.css';

const t = messages.notices;

const kindOf = (value: string | null): NoticeKind => NOTICE_KINDS.find((k) => k === value) ?? 'like';

function RowsSkeleton() {
  return (
    <ul className={styles.skeleton} aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className={styles.skeletonRow}>
          <Skeleton round className={styles.skeletonFace} />
          <span className={styles.skeletonLines}>
            <Skeleton className={styles.skeletonLine} />
            <Skeleton className={styles.skeletonShort} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /messages (消息): the four groups with their unread counts on top, the chosen group's notices below (newest first,
 * more as one scrolls). The group in the address (?kind=) is open; opening a group reads it (docs/product/notices.md).
 * Two calls on the first view, side by side: the counts and the open group's first page.
 */
export function NoticesScreen() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const unread = useUnreadNotices();
  const list = useNoticeList(kind);
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <div className={styles.page} data-testid="notices-screen">
      <NoticeGroups
        active={kind}
        counts={unread?.counts}
        onSelect={(k) => setParams(k === 'like' ? {} : { kind: k }, { replace: true })}
      />
      <ListStates
        query={list}
        count={rows.length}
        skeleton={<RowsSkeleton />}
        empty={t.empty[kind]}
        emptyHint={t.emptyHint}
        errorHint={common.errorHint}
        retrying={list.isRefetching}
        more={t.more}
      >
        <ul className={styles.list} data-testid={`notice-list-${kind}`}>
          {rows.map((n) => (
            <NoticeItem key={n.id} notice={n} />
          ))}
        </ul>
      </ListStates>
    </div>
  );
}
