import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { TabBar } from '../../../ui/tab-bar';
import { columnSource, useSquareColumns, useTopics } from '../api/topic-square';
import { HotTopics } from '../components/hot-topics';
import { SquareSearch } from '../components/square-search';
import { TopicList } from '../components/topic-list';
import styles from './square-screen.module.css';

const t = messages.community.square;
const HOT = { kind: 'params', sort: 'hot' } as const;

/**
 * /topicSquare: a search box, the hot-topic ranking, then the square's columns as tabs over topic cards.
 * First view: the columns and the hot topics at once; the first column (hot) is that same list.
 */
export function SquareScreen() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const columns = useSquareColumns();
  const hot = useTopics(HOT, keyword === '');
  const rows = useMemo(() => columns.data?.rows ?? [], [columns.data]);
  const active = rows.find((c) => c.id === params.get('column')) ?? rows[0];
  const hotRows = useMemo(() => hot.data?.pages[0]?.rows ?? [], [hot.data]);

  const set = useCallback(
    (name: string, value: string) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (value) out.set(name, value);
          else out.delete(name);
          return out;
        },
        { replace: name === 'column', preventScrollReset: true },
      ),
    [setParams],
  );

  if (keyword) {
    return (
      <div className={styles.page}>
        <SquareSearch keyword={keyword} onSearch={(k) => set('keyword', k)} />
        <p className={styles.results}>{fmt(t.results, { keyword })}</p>
        <TopicList
          key={keyword}
          source={{ kind: 'params', sort: 'hot', keyword }}
          empty={t.noResults}
          emptyHint={t.noResultsHint}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <SquareSearch keyword="" onSearch={(k) => set('keyword', k)} />
      <HotTopics topics={hotRows} loading={hot.isPending} />
      {rows.length > 0 ? (
        <div className={styles.tabs}>
          <TabBar
            items={rows.map((c) => ({ key: c.id, label: c.name }))}
            active={active?.id ?? ''}
            onChange={(id) => set('column', id)}
            label={t.columns}
            scrollable
          />
        </div>
      ) : null}
      <TopicList key={active?.id ?? 'hot'} source={columnSource(active)} empty={t.empty} />
    </div>
  );
}
