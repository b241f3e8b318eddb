import type { Purchase } from '@contract/checkout';
import { moneyState } from '@contract/money-state';
import { formatPrice } from '@/lib/format';

export type MoneyTone = 'success' | 'warning' | 'neutral';

/** A date in the reader's locale: 'Nov 24, 2026'. */
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

const REASONS: Record<string, string> = {
  fraudulent: 'they say they did not make it',
  product_not_received: 'they say it did not arrive',
  product_unacceptable: 'they say it was not as described',
  duplicate: 'they say it was charged twice',
  subscription_canceled: 'they say it was cancelled',
  credit_not_processed: 'they say a refund was promised',
};
/** The bank's reason in words (' (they say it did not arrive)'), or nothing for another reason. */
const reasonOf = (order: Pick<Purchase, 'dispute'>) => {
  const words = REASONS[order.dispute?.reason ?? ''];
  return words ? ` (${words})` : '';
};

/**
 * The order's money state in words (issue 25, point 3), for the buyer's orders and the artist's
 * Sales: 'Refunded $40 on Nov 26, 2026', 'Refund due: $210', 'Return requested'; with what
 * happens next for this side. Null for an order simply paid (or never paid).
 */
export function moneyLine(
  order: Pick<
    Purchase,
    | 'status'
    | 'items'
    | 'deliveredAt'
    | 'refundedAt'
    | 'refundDueAt'
    | 'refundedAmount'
    | 'return'
    | 'dispute'
    | 'paymentMethod'
  >,
  side: 'buyer' | 'artist',
): { title: string; detail: string; tone: MoneyTone } | null {
  const state = moneyState(order);
  if (!state) return null;
  const card = order.paymentMethod.id === 'card';
  switch (state.kind) {
    case 'refunded':
      return {
        title: `Refunded ${formatPrice(state.amount)} on ${day(state.at)}`,
        detail:
          side === 'buyer'
            ? card
              ? 'Back on your card within 5 to 10 days.'
              : 'The artist sent it back the way you paid.'
            : card
              ? 'Refunded to the buyer’s card; your share of it was taken back from your Stripe account.'
              : 'You recorded it as sent.',
        tone: 'neutral',
      };
    case 'refund_due':
      return {
        title: `Refund due: ${formatPrice(state.amount)}`,
        detail:
          side === 'buyer'
            ? 'The artist sends it back the way you paid and records it here.'
            : 'Send it back to the buyer the way they paid, then record it sent.',
        tone: 'warning',
      };
    case 'return_requested':
      return {
        title: 'Return requested',
        detail:
          side === 'buyer'
            ? 'The artist answers soon; you are told here and by notification.'
            : `The buyer asks to return it: “${order.return?.reason ?? ''}”. Accept or decline.`,
        tone: 'warning',
      };
    case 'return_accepted':
      return {
        title: 'Return accepted',
        detail:
          side === 'buyer'
            ? 'Send the original back to the artist. You are refunded its price once it arrives.'
            : 'The buyer sends it back. Mark it received when it arrives: it goes back on sale and the buyer is refunded.',
        tone: 'warning',
      };
    case 'dispute_open':
      return {
        title: `Card dispute open: ${formatPrice(state.amount)}`,
        detail:
          side === 'buyer'
            ? `You disputed this payment with your card issuer on ${day(state.at)}. Your bank tells you what it decides.`
            : `The buyer’s bank disputes the card payment${reasonOf(order)}. Stripe holds the amount while the bank decides; Atelier answers with the order’s tracking and messages.`,
        tone: 'warning',
      };
    case 'dispute_lost':
      return {
        title:
          side === 'buyer'
            ? `Dispute decided for you: ${formatPrice(state.amount)} back`
            : `Dispute lost: ${formatPrice(state.amount)} went back to the buyer`,
        detail:
          side === 'buyer'
            ? `Your card issuer gave it back on ${day(state.at)}.`
            : `The bank decided on ${day(state.at)}; your share of it was taken back from your Stripe account.${order.status === 'paid' ? ' It has not shipped: talk it over with the buyer before you send it.' : ''}`,
        tone: 'neutral',
      };
    case 'dispute_won':
      return {
        title:
          side === 'buyer' ? 'Card dispute closed: the payment stands' : 'Dispute won: the payment stands',
        detail: `The bank decided on ${day(state.at)}; nothing was taken back.`,
        tone: 'success',
      };
    case 'return_declined':
      return {
        title: 'Return declined',
        detail: order.return?.declineNote ? `“${order.return.declineNote}”` : '',
        tone: 'neutral',
      };
  }
}
