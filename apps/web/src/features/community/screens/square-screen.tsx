import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../messages';
import { TabBar } from '../../../ui/tab-bar';
import type { SearchType } from '../api/search';
import { columnSource, useSquareColumns, useTopics } from '../api/topic-square';
import { HotTopics } from '../components/hot-topics';
import { SearchPanel } from '../components/search-panel';
import { SEARCH_TABS, SearchResults } from '../components/search-results';
import { SquareSearch } from '../components/square-search';
import { TopicList } from '../components/topic-list';
import { addRecent, clearRecent, readRecent } from '../lib/recent-searches';
import styles from './square-screen.module.css';
import { AdvertBanner } from '../components/advert-banner';

const t = messages.community.square;
const HOT = { kind: 'params', sort: 'hot' } as const;
/** How long typing must pause before the words are searched. */
export const SEARCH_DEBOUNCE_MS = 300;

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};
const tabOf = (v: string | null): SearchType => SEARCH_TABS.find((x) => x.key === v)?.key ?? 'all';

/**
 * /topicSquare: a search box, the hot-topic ranking, then the square's columns as tabs over topic cards. Focusing
 * the box (or arriving with ?search=1, as /speakTopic's search entry does) opens the search: recent and hot words,
 * then, as the user types, results in tabs. The searched words live in the address (?keyword=, ?tab=), so a tag
 * link opens a search and back returns to it.
 */
export function SquareScreen() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const searching = keyword !== '' || params.get('search') === '1';
  const tab = tabOf(params.get('tab'));
  const [box, setBox] = useState(keyword);
  const [seen, setSeen] = useState(keyword);
  // A keyword from the address (a tag link, back) replaces what is typed.
  if (seen !== keyword) {
    setSeen(keyword);
    if (box.trim() !== keyword) setBox(keyword);
  }
  const typed = box.trim();
  const [recent, setRecent] = useState(() => readRecent(storage()));

  const update = useCallback(
    (changes: Record<string, string | null>, replace = true) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(changes)) {
            if (value) out.set(name, value);
            else out.delete(name);
          }
          return out;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  // Search as the user types: the words go to the address once typing pauses.
  useEffect(() => {
    if (typed === keyword) return;
    const timer = setTimeout(() => update({ keyword: typed, search: '1' }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, keyword, update]);

  const remember = useCallback((word: string) => setRecent(addRecent(storage(), word)), []);
  const searchNow = useCallback(
    (word: string) => {
      const w = word.trim();
      setBox(w);
      update({ keyword: w, search: '1' });
      if (w) remember(w);
      // Dismiss the phone's keyboard so the results show.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    },
    [update, remember],
  );

  const bar = (
    <div className={searching ? styles.searchBar : undefined}>
      <SquareSearch
        value={box}
        onChange={setBox}
        onSubmit={() => searchNow(box)}
        onFocus={() => {
          if (!searching) update({ search: '1' }, false);
        }}
        onCancel={
          searching
            ? () => {
                setBox('');
                update({ keyword: null, search: null, tab: null });
              }
            : undefined
        }
        autoFocus={searching && keyword === ''}
      />
    </div>
  );

  if (searching) {
    return (
      <div className={styles.page} data-testid="search-screen">
        {bar}
        {typed === '' ? (
          <SearchPanel recent={recent} onPick={searchNow} onClearRecent={() => setRecent(clearRecent(storage()))} />
        ) : (
          <SearchResults
            typed={typed}
            keyword={keyword}
            tab={tab}
            onTab={(next) => update({ tab: next === 'all' ? null : next })}
            onOpen={() => remember(typed)}
          />
        )}
      </div>
    );
  }
  return <SquareHome bar={bar} column={params.get('column')} onColumn={(id) => update({ column: id })} />;
}

/** The square before any search: the hot-topic ranking, then the columns as tabs over topic cards. */
function SquareHome({
  bar,
  column,
  onColumn,
}: {
  bar: ReactNode;
  column: string | null;
  onColumn: (id: string) => void;
}) {
  const columns = useSquareColumns();
  const hot = useTopics(HOT);
  const rows = useMemo(() => columns.data?.rows ?? [], [columns.data]);
  const active = rows.find((c) => c.id === column) ?? rows[0];
  const hotRows = useMemo(() => hot.data?.pages[0]?.rows ?? [], [hot.data]);
  return (
    <div className={styles.page}>
      {bar}
      <AdvertBanner page="topicSquare" />
      <HotTopics topics={hotRows} loading={hot.isPending} />
      {rows.length > 0 ? (
        <div className={styles.tabs}>
          <TabBar
            items={rows.map((c) => ({ key: c.id, label: c.name }))}
            active={active?.id ?? ''}
            onChange={onColumn}
            label={t.columns}
            scrollable
          />
        </div>
      ) : null}
      <TopicList key={active?.id ?? 'hot'} source={columnSource(active)} empty={t.empty} />
    </div>
  );
}
