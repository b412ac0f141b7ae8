import { formatPrice } from '@app/rules';
import type { TicketCurrency } from '../../platform/db/schema.ts';
import type { TicketPayMethod } from '../../platform/db/schema.ts';

// How a ticket is paid, said before the person confirms and again on their enrolment (docs/product/activity-tickets.md):
// free; 无忧币 from the points ledger with the seat; money at the door; or money in the brand's app, as products are.

export type PaymentMethod = 'free' | 'points' | 'onsite' | 'app';

export function paymentMethodOf(t: { price: number; currency: TicketCurrency; pay_method: TicketPayMethod }) {
  if (t.price <= 0) return 'free' as const;
  if (t.currency === 'WYB') return 'points' as const;
  return t.pay_method;
}

/** The sentence shown with the ticket before confirming. */
export function paymentNote(t: { price: number; currency: TicketCurrency; pay_method: TicketPayMethod }): string {
  const price = formatPrice(t.price, t.currency);
  switch (paymentMethodOf(t)) {
    case 'free':
      return '免费报名';
    case 'points':
      return `报名时从你的无忧币中扣除 ${t.price}，取消报名全额退还`;
    case 'onsite':
      return `到场支付 ${price}：报名不收费，活动当天现场付给主办方`;
    case 'app':
      return `需在无忧行App内支付 ${price}：报名后打开App完成付款`;
  }
}

/** A ticket's payment as the detail page shows it. */
export const ticketPayment = (t: { price: number; currency: TicketCurrency; pay_method: TicketPayMethod }) => ({
  method: paymentMethodOf(t),
  note: paymentNote(t),
});

/** An enrolment's payment: what it was charged in 无忧币 and whether that came back. */
export function paymentOf(e: {
  price: number;
  currency: TicketCurrency;
  pay_method: TicketPayMethod;
  paid_coin: number;
  refunded_at: Date | null;
}) {
  return {
    ...ticketPayment(e),
    paidCoin: e.paid_coin,
    refunded: e.refunded_at !== null,
  };
}
