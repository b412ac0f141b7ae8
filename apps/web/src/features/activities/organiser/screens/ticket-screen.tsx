import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../../ui/toast';
import type { ActivityDetail } from '../api/contract-types';
import { FlowGate } from '../components/flow-gate';
import { FlowFooter, FlowSteps } from '../components/flow-parts';
import { TicketEditor } from '../components/ticket-editor';
import { useActivitySaver } from '../components/use-activity-saver';
import { FLOW, newTicketRow, saveModeOf, stepHref, ticketRowsOf, ticketsInput, type TicketRow } from '../flow-form';
import { organiserMessages } from '../messages';
import styles from '../components/flow.module.css';

const t = organiserMessages.tickets;
const MAX_TICKETS = 10;

/** /setactivityticket?id= (login required): the ticket types, each with its places and price. */
export function TicketScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <FlowGate id={id}>{(activity) => <TicketStep key={activity.id} activity={activity} />}</FlowGate>;
}

function TicketStep({ activity }: { activity: ActivityDetail }) {
  const navigate = useNavigate();
  const [rows, setRows] = useState<TicketRow[]>(() => {
    const saved = ticketRowsOf(activity);
    return saved.length ? saved : [newTicketRow(t.defaultName)];
  });
  const saver = useActivitySaver(activity.id, saveModeOf(activity.status), () => undefined);

  const update = (next: TicketRow[]) => {
    setRows(next);
    const checked = ticketsInput(next);
    if ('tickets' in checked) saver.autosave(() => checked);
  };

  const onNext = async () => {
    const checked = ticketsInput(rows);
    if ('problem' in checked) return showToast(t[checked.problem]);
    try {
      await saver.saveNow(() => checked);
      void navigate(stepHref(FLOW.tags, activity.id));
    } catch {
      // Toasted by the client (a ticket below its sign-ups says so).
    }
  };

  return (
    <div className={styles.page} data-testid="activity-tickets">
      <FlowSteps current={1} />
      <p className={styles.intro}>{t.intro}</p>
      {rows.map((row, i) => (
        <TicketEditor
          key={row.key}
          row={row}
          index={i}
          canRemove={rows.length > 1}
          onChange={(patch) => update(rows.map((r) => (r.key === row.key ? { ...r, ...patch } : r)))}
          onRemove={() => update(rows.filter((r) => r.key !== row.key))}
        />
      ))}
      <div className={styles.section}>
        <button
          type="button"
          className={styles.ghost}
          onClick={() => (rows.length >= MAX_TICKETS ? showToast(t.max) : setRows([...rows, newTicketRow()]))}
          data-testid="ticket-add"
        >
          {t.add}
        </button>
      </div>
      <FlowFooter
        status={
          saver.state === 'saving' ? organiserMessages.common.saving : saver.state === 'failed' ? saver.error : ''
        }
        back={() => void navigate(stepHref(FLOW.edit, activity.id))}
        primary={organiserMessages.edit.next}
        disabled={saver.state === 'saving'}
        onPrimary={() => void onNext()}
        testId="flow-next"
      />
    </div>
  );
}
