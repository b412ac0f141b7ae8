import { fmt } from '../../../lib/messages';
import { monthGrid, type Day, type Month } from '../lib/month-grid';
import { messages } from '../messages';
import styles from './month-view.module.css';

const t = messages.calendar;

/** A month of days from Sunday: days with activities carry a dot (and their count for screen readers). */
export function MonthView({
  month,
  counts,
  selected,
  today,
  onSelect,
  onMonth,
}: {
  month: Month;
  counts: ReadonlyMap<Day, number>;
  selected: Day | null;
  today: Day;
  onSelect: (day: Day) => void;
  onMonth: (delta: number) => void;
}) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return (
    <section className={styles.card} data-testid="month-view" data-month={month}>
      <header className={styles.head}>
        <button type="button" className={styles.nav} onClick={() => onMonth(-1)} aria-label={t.prev}>
          ‹
        </button>
        <h2 className={styles.title}>{fmt(t.month, { y, m })}</h2>
        <button type="button" className={styles.nav} onClick={() => onMonth(1)} aria-label={t.next}>
          ›
        </button>
      </header>
      <div className={styles.week} aria-hidden>
        {t.weekdays.map((w) => (
          <span key={w}>{w}</span>
        ))}
      </div>
      <div className={styles.grid} role="grid">
        {monthGrid(month).map(({ day, inMonth }) => {
          const n = inMonth ? (counts.get(day) ?? 0) : 0;
          const cls = [
            styles.day,
            inMonth ? '' : styles.out,
            day === today ? styles.today : '',
            day === selected ? styles.selected : '',
          ].join(' ');
          return (
            <button
              key={day}
              type="button"
              role="gridcell"
              className={cls}
              disabled={!inMonth}
              aria-selected={day === selected}
              aria-label={n > 0 ? `${day} ${fmt(t.dayCount, { n })}` : day}
              onClick={() => onSelect(day)}
              data-day={day}
              data-marked={n > 0 || undefined}
            >
              <span className={styles.num}>{Number(day.slice(8))}</span>
              {n > 0 ? <span className={styles.dot} /> : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}
