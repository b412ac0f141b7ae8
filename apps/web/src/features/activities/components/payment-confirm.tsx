import { fmt } from '../../../lib/messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { Ticket } from '../api/contract-types';
import { messages } from '../messages';

const t = messages.apply;

/**
 * How the chosen ticket is paid, asked before the sign-up is sent (docs/product/activity-tickets.md): 无忧币 with the
 * balance before and after (or how many are missing), money at the door or in the brand's app. Joining a waitlist
 * is free: it says so.
 */
export function PaymentConfirm({
  ticket,
  waitlist,
  coins,
  open,
  onConfirm,
  onCancel,
}: {
  ticket: Ticket;
  waitlist: boolean;
  coins: number | undefined;
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const points = ticket.payment.method === 'points';
  const short = points && !waitlist && coins !== undefined && coins < ticket.price;
  return (
    <ConfirmDialog
      open={open}
      title={t.payTitle}
      hint={ticket.payment.note}
      confirmLabel={short ? t.payOk : t.payConfirm}
      cancelLabel={short ? undefined : t.payCancel}
      onConfirm={short ? onCancel : onConfirm}
      onCancel={onCancel}
    >
      <div data-testid="pay-confirm">
        {waitlist ? <p>{t.waitlistPay}</p> : null}
        {points && coins !== undefined ? (
          short ? (
            <p role="alert" data-testid="pay-short">
              {fmt(t.short, { need: ticket.price, n: coins })}
            </p>
          ) : (
            <p data-testid="pay-balance">
              {fmt(t.balance, { n: coins })}
              {waitlist ? null : `，${fmt(t.afterPay, { n: coins - ticket.price })}`}
            </p>
          )
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
