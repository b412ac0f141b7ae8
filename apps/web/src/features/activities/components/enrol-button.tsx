import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatShanghai } from '@app/rules';
import { fmt } from '../../../lib/messages';
import { showToast } from '../../../ui/toast';
import type { ActivityDetail } from '../api/contract-types';
import { useSignUp } from '../api/enrolment';
import { useCoinBalance } from '../api/coin-balance';
import { PaymentConfirm } from './payment-confirm';
import { useLoginIntent } from '../../../session/login-intent';
import { requireLogin } from '../api/require-login';
import { enrolAction } from '../lib/enrol-action';
import { messages } from '../messages';
import styles from './enrol-button.module.css';

const t = messages.enrol;

/** The sign-up button: says the state and does what it says (apply, join the waitlist, confirm a held seat, view). */
export function EnrolButton({ a }: { a: ActivityDetail }) {
  const navigate = useNavigate();
  const confirm = useSignUp();
  const action = enrolAction(a);
  const applyPath = `/activityH5/apply?id=${encodeURIComponent(a.id)}`;
  // An anonymous visitor's tap is kept across login and opens the form when they are back on this activity.
  const goApply = useLoginIntent(`signup:activity:${a.id}`, () => navigate(applyPath));
  // A held seat of a ticket that costs anything is taken only after the payment is confirmed.
  const [paying, setPaying] = useState(false);
  const heldTicket = action.kind === 'confirm' ? a.tickets.find((tk) => tk.id === action.ticketId) : undefined;
  const coins = useCoinBalance(heldTicket?.payment.method === 'points');

  let label: string;
  let onClick: (() => void) | undefined;
  let tone = styles.primary;
  let hint: string | null = null;
  switch (action.kind) {
    case 'manage':
      label = t.mine;
      tone = styles.secondary;
      onClick = () => navigate(`/activitymanage?id=${encodeURIComponent(a.id)}`);
      break;
    case 'view':
      label = t.enrolled;
      tone = styles.done;
      onClick = () => navigate(`/registradetail?id=${encodeURIComponent(action.enrolmentId)}`);
      break;
    case 'waitlisted':
      label = action.position ? fmt(t.waitlisted, { n: action.position }) : t.waitlistedPlain;
      tone = styles.waiting;
      onClick = () => navigate(`/registradetail?id=${encodeURIComponent(action.enrolmentId)}`);
      break;
    case 'confirm':
      label = confirm.isPending ? t.confirming : t.offered;
      hint = action.holdExpiresAt
        ? fmt(t.offeredUntil, { t: formatShanghai(action.holdExpiresAt, 'MM-DD HH:mm') })
        : null;
      onClick = () => {
        if (confirm.isPending || !requireLogin()) return;
        if (heldTicket && heldTicket.payment.method !== 'free' && !paying) {
          void coins.refetch();
          setPaying(true);
          return;
        }
        setPaying(false);
        confirm.mutate(
          {
            activityId: Number(a.id),
            ticketId: Number(action.ticketId),
            answers: {},
            ...(heldTicket ? { price: heldTicket.price, currency: heldTicket.currency } : {}),
          },
          {
            onSuccess: (e) => {
              showToast(t.confirmed);
              navigate(`/activityH5/applyresult?id=${encodeURIComponent(e.id)}`);
            },
            onError: (e) => showToast(e.message),
          },
        );
      };
      break;
    case 'apply':
      label = action.waitlist ? t.full : t.open;
      tone = action.waitlist ? styles.waitlist : styles.primary;
      onClick = () => goApply();
      break;
    case 'offline':
      label = t.offline;
      tone = styles.off;
      break;
    default:
      label = t[action.state];
      tone = styles.off;
  }

  // The hold's deadline is a line of its own before the button, in the flow: in the detail's bar it takes the
  // bar's whole width above the buttons (the bar grows), so it never lies over the page the way a tooltip did.
  return (
    <>
      {hint ? (
        <p className={styles.hint} data-testid="enrol-hold-hint">
          {hint}
        </p>
      ) : null}
      <div className={styles.wrap}>
        <button
          type="button"
          className={`${styles.button} ${tone}`}
          onClick={onClick}
          disabled={!onClick}
          data-testid="enrol-button"
          data-action={action.kind}
        >
          {label}
        </button>
      </div>
      {heldTicket && onClick ? (
        <PaymentConfirm
          ticket={heldTicket}
          waitlist={false}
          coins={coins.data?.tripCoins}
          open={paying}
          onConfirm={onClick}
          onCancel={() => setPaying(false)}
        />
      ) : null}
    </>
  );
}
