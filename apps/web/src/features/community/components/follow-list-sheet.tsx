import { useMemo } from 'react';
import { Link } from 'react-router';
import { common, fmt } from '../../../lib/messages';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { FollowButton } from '../../../ui/channel/follow-button';
import { ListStates } from '../../../ui/list-states';
import { Skeleton } from '../../../ui/skeleton';
import { TabBar } from '../../../ui/tab-bar';
import { useFans, type FanRow, type FansList } from '../api/fans';
import { useFollowUser } from '../api/follow-user';
import { ensureLogin, useViewerId } from '../api/viewer';
import { messages } from '../messages';
import { Avatar } from './avatar';
import styles from './follow-list-sheet.module.css';

const t = messages.community.person;
const f = messages.feed;

function Row({ row, list, isMyList }: { row: FanRow; list: FansList; isMyList: boolean }) {
  const follow = useFollowUser();
  const viewer = useViewerId();
  return (
    <li className={styles.row} data-testid="fan-row">
      <Link to={`/personHome?id=${encodeURIComponent(row.userId)}`} className={styles.who}>
        <Avatar src={row.avatar} size={44} />
        <span className={styles.names}>
          <span className={styles.nickname}>{row.nickname}</span>
          {row.bio ? <span className={styles.bio}>{row.bio}</span> : null}
        </span>
      </Link>
      {row.userId === viewer ? null : (
        <FollowButton
          following={row.followed}
          busy={follow.isPending}
          // On one's own fans list, a fan one does not follow yet is followed back.
          {...(isMyList && list === 'fans' ? { followLabel: t.followBack } : {})}
          onToggle={() => ensureLogin() && follow.mutate({ userId: row.userId, follow: !row.followed })}
        />
      )}
    </li>
  );
}

function List({ userId, list, isMe }: { userId: string; list: FansList; isMe: boolean }) {
  const query = useFans(userId, list);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  return (
    <ListStates
      query={query}
      count={rows.length}
      skeleton={
        <ul className={styles.list} aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.row}>
              <Skeleton className={styles.skAvatar} />
              <Skeleton className={styles.skLine} />
            </li>
          ))}
        </ul>
      }
      errorHint={common.errorHint}
      empty={list === 'fans' ? (isMe ? t.emptyMyFans : t.emptyFans) : t.emptyFollowing}
      more={f.more}
      rootMargin="0px 0px 200px 0px"
    >
      <ul className={styles.list} data-testid={`${list}-list`}>
        {rows.map((row) => (
          <Row key={row.userId} row={row} list={list} isMyList={isMe} />
        ))}
      </ul>
    </ListStates>
  );
}

/** A user's following and followers, two tabs in one sheet; on one's own fans, follow-back. */
export function FollowListSheet({
  userId,
  nickname,
  isMe,
  list,
  onChange,
  onClose,
}: {
  userId: string;
  nickname: string;
  isMe: boolean;
  list: FansList | null;
  onChange: (list: FansList) => void;
  onClose: () => void;
}) {
  const tabs = [
    { key: 'following' as const, label: t.follows },
    { key: 'fans' as const, label: t.fans },
  ];
  const label = fmt(list === 'fans' ? t.fansOf : t.followsOf, { name: isMe ? t.me : nickname });
  return (
    <BottomSheet open={list !== null} onClose={onClose} title={label} closeLabel={t.close} testId="follow-sheet">
      {list ? (
        <div className={styles.sheet}>
          <TabBar items={tabs} active={list} onChange={onChange} label={label} />
          <div className={styles.body}>
            <List key={list} userId={userId} list={list} isMe={isMe} />
          </div>
        </div>
      ) : null}
    </BottomSheet>
  );
}
