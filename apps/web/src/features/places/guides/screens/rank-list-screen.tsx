import { formatDateTime } from '@app/rules';
import { common, fmt } from '../../../../lib/messages';
import { ListStates } from '../../../../ui/list-states';
import { useTreasureList } from '../api/treasure';
import { DestinationGate } from '../components/destination-gate';
import { DestinationHead } from '../components/destination-head';
import { MyStanding } from '../components/my-standing';
import { RowSkeleton } from '../components/row-skeleton';
import { RuleNote } from '../components/rule-note';
import { TreasureRow } from '../components/treasure-row';
import { messages } from '../messages';
import styles from './guides-screens.module.css';

const t = messages.treasure;

function Ranking({ destinationId, viewerId, onLogin }: Props) {
  const list = useTreasureList(destinationId);
  const first = list.data?.pages[0];
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  // The formula is the server's (it computes the ranking), stated with when it last did.
  const foot = first?.computedAt ? fmt(t.computedAt, { time: formatDateTime(first.computedAt) }) : t.notComputed;
  return (
    <ListStates
      query={list}
      count={rows.length}
      skeleton={<RowSkeleton round />}
      errorHint={common.errorHint}
      retrying={list.isRefetching}
      empty={t.empty}
      emptyHint={t.emptyHint}
      frame={(content) => (
        <>
          <RuleNote title={t.rule} text={first?.formula ?? ''} foot={foot} />
          <MyStanding destinationId={destinationId} viewerId={viewerId} onLogin={onLogin} />
          <div className={styles.listGap} />
          {content}
        </>
      )}
      more={messages.list}
    >
      <div data-testid="treasure-list">
        {rows.map((row) => (
          <TreasureRow key={row.user.userId} row={row} />
        ))}
      </div>
    </ListStates>
  );
}

type Props = { destinationId: string; viewerId: string | null; onLogin: () => void };

/** /rankList: a destination's treasure users, ranked by the formula stated on the page, and the viewer's place. */
export function RankListScreen(props: Props) {
  return (
    <div className={styles.page} data-testid="rank-list">
      <DestinationGate destinationId={props.destinationId}>
        {(d) => (
          <>
            <DestinationHead destination={d} section="treasure" heading={fmt(t.titleOf, { name: d.name })} />
            <Ranking {...props} />
          </>
        )}
      </DestinationGate>
    </div>
  );
}
