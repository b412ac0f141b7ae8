import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { common, fmt } from '../../../lib/messages';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { useCalendar } from '../api/calendar';
import { ActivityCard } from '../components/activity-card';
import { CityPicker } from '../components/city-picker';
import { ListSkeleton } from '../components/list-skeleton';
import { MonthView } from '../components/month-view';
import { monthOf, shiftMonth, todayDay, type Day } from '../lib/month-grid';
import { openingDay } from '../lib/opening-day';
import { messages } from '../messages';
import styles from './calendar-screen.module.css';

const t = messages.calendar;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /activityCalendar: a month with the days that have activities marked, and the chosen day's activities below.
 * The month, day and city live in the address (back and forward keep them). Without a chosen day: the first day
 * with activities from today on (the next month's when this one has none ahead), else today. A city narrows the
 * marks and the day's list alike.
 */
export function ActivityCalendarScreen() {
  const [params, setParams] = useSearchParams();
  const today = todayDay();
  const asked = params.get('date') ?? '';
  const askedDay = DAY.test(asked) ? asked : null;
  const monthParam = params.get('month') ?? '';
  const month = MONTH.test(monthParam) ? monthParam : askedDay ? monthOf(askedDay) : monthOf(today);
  const city = params.get('city')?.trim() ?? '';
  const fallback = month === monthOf(today) ? today : `${month}-01`;
  // Without a chosen day the calendar opens on the first day with activities from today on (docs/product/data.md):
  // the month's marks come first; when this month has none ahead and the address named no month, the next month's.
  const chosen = askedDay && monthOf(askedDay) === month ? askedDay : null;
  const first = useCalendar(month, null, city, chosen === null);
  const ahead = first.data && first.data.month === month ? openingDay(first.data.days, fallback) : null;
  const lookNext = !monthParam && chosen === null && first.data?.month === month && ahead === null;
  const next = useCalendar(shiftMonth(month, 1), null, city, lookNext);
  const nextDay =
    lookNext && next.data?.month === shiftMonth(month, 1) ? openingDay(next.data.days, `${next.data.month}-01`) : null;
  const settled = first.data !== undefined && (!lookNext || next.data !== undefined || next.isError);
  const day: Day | null = chosen ?? ahead ?? (settled && !nextDay ? fallback : null);
  const cal = useCalendar(month, day, city, day !== null);

  const counts = useMemo(
    () => new Map((cal.data ?? first.data)?.days.map((d) => [d.date, d.count] as const) ?? []),
    [cal.data, first.data],
  );
  const go = useCallback(
    (next: { month: string; date?: string }) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set('month', next.month);
          if (next.date) out.set('date', next.date);
          else out.delete('date');
          return out;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  // This month has nothing ahead: open the next month on its first day with activities.
  useEffect(() => {
    if (nextDay) go({ month: monthOf(nextDay), date: nextDay });
  }, [nextDay, go]);
  const pickCity = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next) out.set('city', next);
          else out.delete('city');
          return out;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const rows = cal.data && cal.data.date === day ? cal.data.rows : [];
  const waiting =
    day === null || (cal.isPending && cal.fetchStatus !== 'idle') || (cal.isPlaceholderData && cal.data?.date !== day);
  const failed = cal.isError || first.isError;
  let list;
  if (failed) {
    list = (
      <ErrorState
        title={common.errorTitle}
        hint={(cal.error ?? first.error)?.message}
        retryLabel={common.retry}
        onRetry={() => void (cal.isError ? cal.refetch() : first.refetch())}
      />
    );
  } else if (waiting) {
    list = <ListSkeleton count={2} />;
  } else if (rows.length === 0) {
    list = city ? (
      <EmptyState title={fmt(t.dayEmptyCity, { city })} hint={t.dayEmptyCityHint} />
    ) : (
      <EmptyState title={t.dayEmpty} hint={t.dayEmptyHint} />
    );
  } else {
    list = (
      <ul className={styles.list} data-testid="day-activities">
        {rows.map((a) => (
          <ActivityCard key={a.id} activity={a} />
        ))}
      </ul>
    );
  }

  const [, m, d] = (day ?? `${month}-01`).split('-').map(Number);
  return (
    <div className={styles.page} data-testid="activity-calendar" data-city={city}>
      <div className={styles.filters}>
        <CityPicker city={city} onCity={pickCity} />
        <span className={styles.filterHint}>{city ? fmt(t.cityScope, { city }) : t.allScope}</span>
      </div>
      <MonthView
        month={month}
        counts={counts}
        selected={day}
        today={today}
        onSelect={(date) => go({ month, date })}
        onMonth={(delta) => go({ month: shiftMonth(month, delta) })}
      />
      <div className={styles.dayHead}>
        <h2 className={styles.dayTitle}>{day ? fmt(t.dayTitle, { m: m!, d: d! }) : ''}</h2>
        {day && !waiting && rows.length > 0 ? (
          <span className={styles.dayCount}>{fmt(t.dayCount, { n: rows.length })}</span>
        ) : null}
        {month !== monthOf(today) || (askedDay && askedDay !== today) ? (
          <button type="button" className={styles.today} onClick={() => go({ month: monthOf(today), date: today })}>
            {t.today}
          </button>
        ) : null}
      </div>
      {list}
    </div>
  );
}
