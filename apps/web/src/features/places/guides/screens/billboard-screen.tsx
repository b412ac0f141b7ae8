import { useState } from 'react';
import { common, fmt } from '../../../../lib/messages';
import { ListStates } from '../../../../ui/list-states';
import { TabBar, type TabItem } from '../../../../ui/tab-bar';
import { useBillboard, type PoiKind } from '../api/billboard';
import { DestinationGate } from '../components/destination-gate';
import { DestinationHead } from '../components/destination-head';
import { PoiRankRow } from '../components/poi-rank-row';
import { RowSkeleton } from '../components/row-skeleton';
import { RuleNote } from '../components/rule-note';
import { messages } from '../messages';
import styles from './guides-screens.module.css';

const t = messages.billboard;
type Tab = PoiKind | 'all';
const TABS: readonly TabItem<Tab>[] = (['all', 'sight', 'food', 'shopping', 'fun', 'hotel'] as const).map((key) => ({
  key,
  label: t.kinds[key],
}));

function Ranking({ destinationId, kind }: { destinationId: string; kind: PoiKind | null }) {
  const list = useBillboard(destinationId, kind);
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <ListStates
      query={list}
      count={rows.length}
      skeleton={<RowSkeleton />}
      errorHint={common.errorHint}
      retrying={list.isRefetching}
      empty={t.empty}
      more={messages.list}
    >
      <div data-testid="billboard-list">
        {rows.map((poi, i) => (
          <PoiRankRow key={poi.id} poi={poi} rank={i + 1} />
        ))}
      </div>
    </ListStates>
  );
}

/** /billboardList: a destination's places ranked by popularity, by kind, with the rule stated above the list. */
export function BillboardScreen({ destinationId }: { destinationId: string }) {
  const [tab, setTab] = useState<Tab>('all');
  return (
    <div className={styles.page} data-testid="billboard">
      <DestinationGate destinationId={destinationId}>
        {(d) => (
          <>
            <DestinationHead destination={d} section="billboard" heading={fmt(t.titleOf, { name: d.name })} />
            <RuleNote title={t.rule} text={t.ruleText} />
            <div className={styles.tabs}>
              <TabBar items={TABS} active={tab} onChange={setTab} label={t.rule} scrollable />
            </div>
            <Ranking destinationId={destinationId} kind={tab === 'all' ? null : tab} />
          </>
        )}
      </DestinationGate>
    </div>
  );
}
