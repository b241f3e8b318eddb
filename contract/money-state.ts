/**
 * Where an order's money stands after payment (issue 25, point 3), zod-free so any page can read
 * it: refunded, a refund owed by the artist (pay by invoice), or a return under way. Both sides
 * read the same state; the web words it for each (web/features/checkout/money-state.ts).
 */
import { PURCHASE_STATUS_LABELS, type PurchaseStatus } from './purchase-status';

/** A buyer may ask to return an original within this many days of delivery. */
export const RETURN_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

export interface MoneyFacts {
  status: PurchaseStatus;
  items: ReadonlyArray<{ kind: 'original' | 'print' }>;
  deliveredAt: string | null;
  refundedAt?: string | null;
  refundDueAt?: string | null;
  refundedAmount?: number | null;
  return?: {
    requestedAt: string;
    acceptedAt: string | null;
    declinedAt: string | null;
    receivedAt: string | null;
  } | null;
  dispute?: { status: string; amount: number; openedAt: string; closedAt: string | null } | null;
}

export type MoneyState =
  | { kind: 'refunded'; amount: number; at: string }
  | { kind: 'refund_due'; amount: number; since: string }
  | { kind: 'return_requested'; at: string }
  | { kind: 'return_accepted'; at: string }
  | { kind: 'return_declined'; at: string }
  | { kind: 'dispute_open'; amount: number; at: string }
  | { kind: 'dispute_lost'; amount: number; at: string }
  | { kind: 'dispute_won'; amount: number; at: string };

/** How a card dispute stands from Stripe's status: still open, lost (money back to the buyer), or over. */
export function disputeOutcome(status: string): 'open' | 'lost' | 'won' {
  if (status === 'lost') return 'lost';
  // 'won', and an inquiry the bank closed without a chargeback ('warning_closed'; 'prevented').
  if (status === 'won' || status === 'warning_closed' || status === 'prevented') return 'won';
  return 'open';
}

/** The one money fact that matters most now, or null (an order simply paid, or never paid). */
export function moneyState(order: MoneyFacts): MoneyState | null {
  const amount = order.refundedAmount ?? 0;
  // A card dispute is the newest money news an order can have: it comes first.
  const dispute = order.dispute;
  if (dispute) {
    const outcome = disputeOutcome(dispute.status);
    if (outcome === 'open') return { kind: 'dispute_open', amount: dispute.amount, at: dispute.openedAt };
    const at = dispute.closedAt ?? dispute.openedAt;
    if (outcome === 'lost') return { kind: 'dispute_lost', amount: dispute.amount, at };
    if (!order.refundedAt && !order.refundDueAt) return { kind: 'dispute_won', amount: dispute.amount, at };
  }
  if (order.refundedAt) return { kind: 'refunded', amount, at: order.refundedAt };
  if (order.refundDueAt) return { kind: 'refund_due', amount, since: order.refundDueAt };
  const ret = order.return;
  if (!ret) return null;
  if (ret.declinedAt) return { kind: 'return_declined', at: ret.declinedAt };
  if (ret.acceptedAt) return { kind: 'return_accepted', at: ret.acceptedAt };
  return { kind: 'return_requested', at: ret.requestedAt };
}

/**
 * The order's status as both sides read it: a cancelled order whose refund was made reads
 * 'Refunded', a delivered original that came back to the artist 'Returned'.
 */
export function statusLabel(order: Pick<MoneyFacts, 'status' | 'refundedAt' | 'return'>): string {
  if (order.status === 'cancelled' && order.refundedAt) return 'Refunded';
  if (order.return?.receivedAt) return 'Returned';
  return PURCHASE_STATUS_LABELS[order.status];
}

/** The last moment a return may be asked for, or null when the order was not delivered. */
export function returnWindowEnds(deliveredAt: string | null): Date | null {
  return deliveredAt ? new Date(Date.parse(deliveredAt) + RETURN_WINDOW_DAYS * DAY_MS) : null;
}

/**
 * Why this order cannot be returned now, or null when it can: delivered, with an original, within
 * 14 days of delivery, not already returned nor refunded.
 */
export function whyNoReturn(order: MoneyFacts, now: number): string | null {
  if (!order.items.some((i) => i.kind === 'original'))
    return 'Only an original can be returned. For a print, report a problem to the artist.';
  const ends = returnWindowEnds(order.deliveredAt);
  if (order.status !== 'delivered' || !ends) return 'An order can be returned once it has been delivered.';
  if (order.return) return 'A return was already asked for on this order.';
  if (order.dispute)
    return 'This payment is disputed with your card issuer: it decides what goes back to you.';
  if (order.refundedAt || order.refundDueAt) return 'This order was already refunded.';
  if (now > ends.getTime())
    return `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery: this order was delivered on ${order.deliveredAt!.slice(0, 10)}, so the last day was ${ends.toISOString().slice(0, 10)}. Report a problem to talk it over with the artist.`;
  return null;
}
