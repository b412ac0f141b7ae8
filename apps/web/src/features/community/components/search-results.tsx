import { useMemo } from 'react';
import { common, fmt } from '../../../lib/messages';
import { ListStates } from '../../../ui/list-states';
import { Skeleton } from '../../../ui/skeleton';
import { TabBar } from '../../../ui/tab-bar';
import { useSearch, type SearchRow as Row, type SearchType } from '../api/search';
import { messages } from '../messages';
import { SearchRow } from './search-row';
import styles from './search-results.module.css';

const t = messages.community.search;
const f = messages.feed;

export const SEARCH_TABS: readonly { key: SearchType; label: string }[] = [
  { key: 'all', label: t.tabAll },
  { key: 'content', label: t.tabContent },
  { key: 'topic', label: t.tabTopic },
  { key: 'user', label: t.tabUser },
  { key: 'activity', label: t.tabActivity },
  { key: 'place', label: t.tabPlace },
  { key: 'product', label: t.tabProduct },
];

/** 综合's sections, in the order the server sends them; each leads to its own tab. */
const SECTIONS: readonly { kinds: Row['kind'][]; tab: SearchType; title: string }[] = [
  { kinds: ['user'], tab: 'user', title: t.sectionUser },
  { kinds: ['topic'], tab: 'topic', title: t.sectionTopic },
  { kinds: ['destination', 'poi'], tab: 'place', title: t.sectionPlace },
  { kinds: ['activity'], tab: 'activity', title: t.sectionActivity },
  { kinds: ['product'], tab: 'product', title: t.sectionProduct },
];

const rowKey = (r: Row) =>
  r.kind === 'user'
    ? `user-${r.userId}`
    : r.kind === 'destination'
      ? `destination-${r.destination.id}`
      : r.kind === 'poi'
        ? `poi-${r.poi.id}`
        : `${r.kind}-${r.id}`;

/**
 * The answer to what is in the box, tab by tab. `typed` is the box as it is now: until the answer for exactly
 * those words has arrived, the list shows a loading state under a header naming them, never an older answer.
 */
export function SearchResults({
  typed,
  keyword,
  tab,
  onTab,
  onOpen,
}: {
  typed: string;
  keyword: string;
  tab: SearchType;
  onTab: (tab: SearchType) => void;
  onOpen: () => void;
}) {
  const query = useSearch(tab, keyword);
  const first = query.data?.pages[0];
  const current = keyword === typed && first !== undefined && first.keyword === typed;
  const rows = useMemo(() => (current ? (query.data?.pages.flatMap((p) => p.rows) ?? []) : []), [current, query.data]);
  const words = first?.words.length ? first.words : [typed];

  const contents = tab === 'all' ? rows.filter((r) => r.kind === 'content') : rows;
  const body = (
    <ListStates
      query={query}
      count={rows.length}
      pending={!current && !(query.isError && keyword === typed)}
      skeleton={
        <div aria-busy="true" aria-label={t.searching} data-testid="search-loading">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className={styles.skeletonRow}>
              <Skeleton className={styles.skeletonCover} />
              <div className={styles.skeletonText}>
                <Skeleton className={styles.skeletonLine} />
                <Skeleton className={`${styles.skeletonLine} ${styles.short}`} />
              </div>
            </div>
          ))}
        </div>
      }
      errorHint={common.errorHint}
      retrying={query.isRefetching}
      empty={fmt(t.empty, { keyword: typed })}
      emptyHint={t.emptyHint}
      more={f.more}
    >
      {tab === 'all'
        ? SECTIONS.map((s) => {
            const part = rows.filter((r) => s.kinds.includes(r.kind));
            return part.length ? (
              <section key={s.tab} className={styles.section} aria-label={s.title}>
                <h3 className={styles.sectionTitle}>
                  {s.title}
                  <button type="button" className={styles.more} onClick={() => onTab(s.tab)}>
                    {t.more}
                  </button>
                </h3>
                {part.map((r) => (
                  <SearchRow key={rowKey(r)} row={r} words={words} onOpen={onOpen} />
                ))}
              </section>
            ) : null;
          })
        : null}
      {contents.length > 0 ? (
        <section className={styles.section} aria-label={t.sectionContent}>
          {tab === 'all' ? <h3 className={styles.sectionTitle}>{t.sectionContent}</h3> : null}
          {contents.map((r) => (
            <SearchRow key={rowKey(r)} row={r} words={words} onOpen={onOpen} />
          ))}
        </section>
      ) : null}
    </ListStates>
  );

  return (
    <div className={styles.results} data-testid="search-results" data-answered={current ? typed : ''}>
      <div className={styles.tabs}>
        <TabBar items={SEARCH_TABS} active={tab} onChange={onTab} label={t.tabs} scrollable />
      </div>
      <p className={styles.header} data-testid="search-header" aria-live="polite">
        {fmt(t.header, { keyword: typed })}
      </p>
      {body}
    </div>
  );
}
