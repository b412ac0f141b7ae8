import type { PoiInfo } from '../api/poi';
import { messages } from '../messages';
import { PoiSection } from './poi-section';
import styles from './poi-notices.module.css';

const ICONS: Record<PoiInfo['notices'][number]['kind'], string> = {
  hours: '时',
  ticket: '票',
  tip: '贴',
  traffic: '行',
};

/** Opening hours, tickets, tips and traffic, then the introduction. */
export function PoiNotices({ poi }: { poi: PoiInfo }) {
  if (poi.notices.length === 0 && !poi.intro) return null;
  return (
    <PoiSection title={messages.poi.notices} testId="poi-notices">
      <dl className={styles.list}>
        {poi.notices.map((n) => (
          <div key={n.kind + n.title} className={styles.item} data-kind={n.kind}>
            <dt className={styles.term}>
              <span className={`${styles.icon} ${styles[n.kind] ?? ''}`} aria-hidden>
                {ICONS[n.kind]}
              </span>
              {n.title}
            </dt>
            <dd className={styles.body}>{n.body}</dd>
          </div>
        ))}
        {poi.intro ? (
          <div className={styles.item}>
            <dt className={styles.term}>
              <span className={styles.icon} aria-hidden>
                介
              </span>
              {messages.poi.intro}
            </dt>
            <dd className={styles.body}>{poi.intro}</dd>
          </div>
        ) : null}
        {poi.phone ? (
          <div className={styles.item}>
            <dt className={styles.term}>
              <span className={styles.icon} aria-hidden>
                电
              </span>
              {messages.poi.phone}
            </dt>
            <dd className={styles.body}>
              <a href={`tel:${poi.phone}`}>{poi.phone}</a>
            </dd>
          </div>
        ) : null}
      </dl>
    </PoiSection>
  );
}
