import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ListStates } from '../../../ui/list-states';
import { TabBar } from '../../../ui/tab-bar';
import { useClassifys, useFeatured, useSquare, type SquareFilter } from '../api/activity-list';
import { ActivityCard } from '../components/activity-card';
import { FeaturedRow } from '../components/featured-row';
import { ListSkeleton } from '../components/list-skeleton';
import { SquareFilters, type SquareStatus } from '../components/square-filters';
import { DATE_PRESETS, presetRange, todayDay, type DatePreset } from '../lib/month-grid';
import { messages } from '../messages';
import styles from './square-screen.module.css';

const t = messages.square;
const ALL = 'all';

const readPreset = (v: string | null): DatePreset | '' =>
  DATE_PRESETS.includes(v as DatePreset) ? (v as DatePreset) : '';
const readStatus = (v: string | null): SquareStatus => (v === 'open' || v === 'ended' ? v : 'upcoming');

/**
 * /activitySquare and /activitylist: classification tabs, city, date and status filters (kept in the address, so a
 * filtered square can be shared and survives a reload), and the keyset-paged list that loads on as it scrolls.
 */
export function ActivitySquareScreen() {
  const [params, setParams] = useSearchParams();
  const classifyId = params.get('classifyId') ?? '';
  const city = params.get('city')?.trim() ?? '';
  const date = readPreset(params.get('date'));
  const status = readStatus(params.get('status'));
  const classifys = useClassifys();

  const filter = useMemo<SquareFilter>(
    () => ({
      status,
      ...(classifyId ? { classifyId: Number(classifyId) } : {}),
      ...(city ? { city } : {}),
      ...(date ? presetRange(date, todayDay()) : {}),
    }),
    [status, classifyId, city, date],
  );
  const list = useSquare(filter);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.rows) ?? [], [list.data]);

  const set = useCallback(
    (name: string, value: string) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (value) out.set(name, value);
          else out.delete(name);
          return out;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const clear = () =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const k of ['classifyId', 'city', 'date', 'status']) out.delete(k);
        return out;
      },
      { replace: true },
    );

  const tabs = [{ key: ALL, label: t.all }, ...(classifys.data?.rows ?? []).map((c) => ({ key: c.id, label: c.name }))];
  const filtered = Boolean(classifyId || city || date || status !== 'upcoming');
  // The 精选 row heads the unfiltered square only; the list waits for it, so it never pushes the list down later.
  const featured = useFeatured(!filtered);
  const waitingForFeatured = !filtered && featured.isPending;
  const body = waitingForFeatured ? (
    <ListSkeleton />
  ) : (
    <ListStates
      query={list}
      count={rows.length}
      skeleton={<ListSkeleton />}
      errorHint={list.error?.message}
      retrying={list.isFetching}
      empty={filtered ? t.emptyFiltered : t.empty}
      emptyHint={filtered ? t.emptyHint : undefined}
      emptyAction={
        filtered ? (
          <button type="button" className={styles.clear} onClick={clear}>
            {t.clearFilters}
          </button>
        ) : undefined
      }
      more={t.more}
    >
      <ul className={styles.list} data-testid="activity-list">
        {rows.map((a, i) => (
          <ActivityCard key={a.id} activity={a} priority={i < 3} />
        ))}
      </ul>
    </ListStates>
  );

  return (
    <div className={styles.page} data-testid="activity-square">
      <div className={styles.head}>
        <TabBar
          items={tabs}
          active={classifyId || ALL}
          onChange={(key) => set('classifyId', key === ALL ? '' : key)}
          label={t.tabsLabel}
          scrollable
        />
        <SquareFilters
          city={city}
          date={date}
          status={status}
          onCity={(v) => set('city', v)}
          onDate={(v) => set('date', v)}
          onStatus={(v) => set('status', v === 'upcoming' ? '' : v)}
        />
      </div>
      {!filtered && featured.data ? <FeaturedRow rows={featured.data.rows} /> : null}
      {body}
    </div>
  );
}
