import { humanizeTime } from '@app/rules';
import { Link } from 'react-router';
import { UserIcon } from '../../../ui/icons';
import { SafeImage } from '../../../ui/safe-image';
import type { NoticeRow } from '../api/notice-list';
import { messages } from '../messages';
import { noticeLink } from '../notice-link';
import { GroupIcon } from './group-icons';
import styles from './notice-item.module.css';

const t = messages.notices;
const AVATAR = 40;

/** One notice: who (or 系统通知), what they did, the excerpt it is about, when; tapping opens what it is about. */
export function NoticeItem({ notice }: { notice: NoticeRow }) {
  const to = noticeLink(notice);
  const who = notice.actor ? notice.actor.nickname : t.system;
  const body = (
    <>
      <span className={styles.face}>
        {notice.actor ? (
          <SafeImage
            className={styles.avatar}
            src={notice.actor.avatar}
            width={AVATAR}
            height={AVATAR}
            resizeWidth={160}
            alt=""
            placeholder="#d5d9e0"
            fallback={<UserIcon className={styles.avatarIcon} />}
          />
        ) : (
          <span className={`${styles.avatar} ${styles.systemFace}`}>
            <GroupIcon kind="system" />
          </span>
        )}
        {notice.read ? null : <span className={styles.dot} role="img" aria-label={t.unread} />}
      </span>
      <span className={styles.main}>
        <span className={styles.head}>
          <span className={styles.who}>{who}</span>
          <span className={styles.line}>{notice.title || t.lines[notice.kind]}</span>
        </span>
        {notice.excerpt ? <span className={styles.excerpt}>{notice.excerpt}</span> : null}
        <time className={styles.time} dateTime={notice.createdAt}>
          {humanizeTime(notice.createdAt)}
        </time>
      </span>
    </>
  );
  return (
    <li className={styles.item} data-testid="notice-item" data-kind={notice.kind}>
      {to ? (
        <Link to={to} className={styles.row}>
          {body}
        </Link>
      ) : (
        <div className={styles.row}>{body}</div>
      )}
    </li>
  );
}
