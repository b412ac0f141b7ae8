import { formatDateTime } from '@app/rules';
import { fmt } from '../../../../lib/messages';
import { SafeImage } from '../../../../ui/safe-image';
import type { EnrolListRow } from '../api/contract-types';
import { organiserMessages } from '../messages';
import styles from './enrolment-item.module.css';

const t = organiserMessages.enrolments;

/**
 * One sign-up as the publisher sees it: who, which ticket, the state, and the personal answers exactly as the
 * server gives them (masked: the publisher never sees them whole).
 */
export function EnrolmentItem({ row }: { row: EnrolListRow }) {
  // The name heads the row already; the rest of the personal answers follow it, masked.
  const personal = Object.entries(row.personal).filter(([, v]) => v && v !== row.name);
  return (
    <li
      className={styles.item}
      data-testid="enrolment-row"
      data-id={row.id}
      data-checked-in={row.checkedInAt ? 'yes' : 'no'}
    >
      <SafeImage src={row.user.avatar} alt="" width={1} height={1} className={styles.avatar} resizeWidth={160} />
      <div className={styles.body}>
        <p className={styles.head}>
          <span className={styles.name}>{row.name ?? row.user.nickname}</span>
          {row.name ? <span className={styles.nick}>{row.user.nickname}</span> : null}
        </p>
        <p className={styles.meta}>
          {row.ticketName} · {formatDateTime(row.createdAt)}
        </p>
        {personal.length ? (
          <p className={styles.personal}>
            {personal.map(([k, v]) => (
              <span key={k}>{v}</span>
            ))}
          </p>
        ) : null}
      </div>
      <span
        className={`${styles.state} ${row.checkedInAt ? styles.checked : (styles[row.status] ?? '')}`}
        data-testid="enrolment-state"
      >
        {row.checkedInAt
          ? fmt(t.checkedIn, { time: formatDateTime(row.checkedInAt).slice(5) })
          : row.status === 'waitlisted' && row.position
            ? fmt(t.position, { n: row.position })
            : t.status[row.status]}
      </span>
    </li>
  );
}
