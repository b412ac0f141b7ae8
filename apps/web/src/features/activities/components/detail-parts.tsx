import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { SafeImage } from '../../../ui/safe-image';
import type { ActivityDetail } from '../api/contract-types';
import { priceText, timeRange, windowRange } from '../lib/format';
import { messages } from '../messages';
import { Face } from './face';
import { StatusBadge } from './status-badge';
import styles from './detail-parts.module.css';

const t = messages.detail;

/** The cover across the top with the sign-up state, then title, classification, tags and views. */
export function DetailHead({ a }: { a: ActivityDetail }) {
  return (
    <header className={styles.head}>
      <div className={styles.cover}>
        <SafeImage src={a.coverUrl} alt={a.title} width={750} height={420} resizeWidth={750} priority />
        <StatusBadge state={a.enrolState} className={styles.badge} />
      </div>
      <div className={styles.titleBox}>
        <h1 className={styles.title} data-testid="activity-title">
          {a.title}
        </h1>
        <div className={styles.meta}>
          {a.classifyName ? <span className={styles.classify}>{a.classifyName}</span> : null}
          {a.tags.map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
          <span className={styles.views}>{fmt(t.views, { n: a.viewCount })}</span>
        </div>
      </div>
    </header>
  );
}

/** A map of the place in the phone's map app, when the activity has coordinates. */
const mapHref = (a: ActivityDetail) =>
  a.latitude !== null && a.longitude !== null
    ? `https://uri.amap.com/marker?position=${a.longitude},${a.latitude}&name=${encodeURIComponent(a.address || a.city)}&coordinate=gaode&callnative=1`
    : null;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.row} data-testid={testId}>
      <span className={styles.label}>{label}</span>
      <div className={styles.value}>{children}</div>
    </div>
  );
}

/** When, where, the sign-up window and the queue. */
export function DetailInfo({ a }: { a: ActivityDetail }) {
  const map = mapHref(a);
  return (
    <section className={styles.card}>
      <Row label={t.time} testId="activity-time">
        {timeRange(a.startAt, a.endAt)}
      </Row>
      <Row label={t.place} testId="activity-place">
        <span>{[a.city, a.address].filter(Boolean).join(' · ')}</span>
        {map ? (
          <a className={styles.link} href={map} target="_blank" rel="noopener noreferrer" data-testid="map-link">
            {t.viewPlace}
          </a>
        ) : null}
      </Row>
      {a.enrolStartAt || a.enrolEndAt ? (
        <Row label={t.enrolWindow}>{windowRange(a.enrolStartAt, a.enrolEndAt)}</Row>
      ) : null}
      {a.inviteOnly ? <p className={styles.notice}>{t.inviteOnly}</p> : null}
    </section>
  );
}

/** Each ticket type with its price and how many are left. */
export function DetailTickets({ a }: { a: ActivityDetail }) {
  if (a.tickets.length === 0) return null;
  return (
    <section className={styles.card}>
      <h2 className={styles.h2}>
        {t.tickets}
        <span className={styles.sub}>
          {fmt(t.capacity, { n: a.capacity })}
          {a.waitlistCount > 0 ? ` · ${fmt(t.waitlist, { n: a.waitlistCount })}` : ''}
        </span>
      </h2>
      <ul className={styles.tickets}>
        {a.tickets.map((tk) => (
          <li key={tk.id} className={styles.ticket} data-testid="ticket-row">
            <span className={styles.ticketName}>{tk.name}</span>
            <span className={styles.price}>{priceText(tk.price, tk.currency)}</span>
            <span className={tk.left > 0 ? styles.left : styles.soldOut} data-testid="ticket-left">
              {tk.left > 0 ? fmt(t.left, { n: tk.left }) : t.soldOut}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who organises it, with the follow slot. */
export function DetailOrganiser({ a, follow }: { a: ActivityDetail; follow?: ReactNode }) {
  return (
    <section className={`${styles.card} ${styles.organiser}`}>
      <Link
        to={`/personHome?id=${encodeURIComponent(a.publisher.userId)}`}
        className={styles.who}
        data-testid="organiser"
      >
        <Face src={a.publisher.avatar} size={40} />
        <span className={styles.whoText}>
          <span className={styles.whoName}>{a.publisher.nickname}</span>
          <span className={styles.whoRole}>{a.isMine ? t.mine : t.organiser}</span>
        </span>
      </Link>
      {a.isMine ? null : follow}
    </section>
  );
}

/** The introduction and the publisher's own blocks (text or picture), in their order. */
export function DetailContent({ a }: { a: ActivityDetail }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.h2}>{t.intro}</h2>
      {a.intro ? <p className={styles.text}>{a.intro}</p> : null}
      {[...a.diyContents]
        .sort((x, y) => x.sort - y.sort)
        .map((b) => (
          <div key={b.id} className={styles.block} data-testid="diy-block">
            {b.title ? <h3 className={styles.h3}>{b.title}</h3> : null}
            {b.kind === 'image' && b.imageUrl ? (
              <SafeImage
                className={styles.blockImage}
                src={b.imageUrl}
                alt={b.title}
                width={750}
                height={500}
                resizeWidth={750}
              />
            ) : null}
            {b.body ? <p className={styles.text}>{b.body}</p> : null}
          </div>
        ))}
      <Link to={`/activityH5/protocol?id=${encodeURIComponent(a.id)}`} className={styles.protocol}>
        {t.protocol}
      </Link>
    </section>
  );
}
