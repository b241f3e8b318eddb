import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { toDollars } from '../../../contract/common';
import { disputeOutcome } from '../../../contract/money-state';
import type { AdminDispute } from '../../../contract/refund';
import { requireAdmin, type Actor } from '../../auth/permissions';
import type { Logger } from '../../lib/logger';
import { notify } from '../notifications/notify';
import { disputeOf } from './dispute-row';
import { cancelPaidOrder } from './give-back';
import { formatCents } from '../../../contract/money';

/**
 * Card disputes (issue 25, point 3): the buyer's bank disputes a card payment, Stripe sends
 * `charge.dispute.created`, then `.updated` while it is reviewed and `.closed` with the outcome
 * (`won`, `lost`, or `warning_closed` for an inquiry that never became a chargeback). The dispute is
 * recorded on each order of the disputed payment (one Checkout Session may pay orders of several
 * artists: each gets its share of the amount, in proportion to its total). A lost dispute is money
 * back to the buyer: the artist's transfer is reversed in proportion, as a refund would, and the
 * admin's monthly sales count it like a refund. The artist is told at each step, in the app and by
 * mail (the notifications module).
 */
const SALES = '/artist-dashboard?tab=sales';

interface Ctx {
  db: Knex;
  stripe: Stripe;
  logger: Logger;
}

interface DisputedOrder {
  id: number;
  status: string;
  buyer_user_id: number;
  total_cents: string;
  artist_user_id: number;
  stripe_transfer_id: string | null;
  transfer_cents: string | null;
  refunded_cents: string | null;
  stripe_dispute_id: string | null;
  dispute_closed_at: Date | null;
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** Splits `amount` over the orders in proportion to their totals; the last takes what rounding left. */
function shares(orders: DisputedOrder[], amount: number): number[] {
  const sum = orders.reduce((s, o) => s + Number(o.total_cents), 0);
  let left = amount;
  return orders.map((o, i) => {
    if (i === orders.length - 1) return left;
    const share = sum > 0 ? Math.round((amount * Number(o.total_cents)) / sum) : 0;
    left -= share;
    return share;
  });
}

export async function applyDisputeEvent(c: Ctx, type: string, dispute: Stripe.Dispute): Promise<void> {
  const intentId = idOf(dispute.payment_intent);
  const chargeId = idOf(dispute.charge);
  const orders = await c
    .db('purchases as pu')
    .join('artists as a', 'a.id', 'pu.artist_id')
    .where((q) => {
      if (intentId) q.orWhere('pu.stripe_payment_intent_id', intentId);
      if (chargeId) q.orWhere('pu.stripe_charge_id', chargeId);
    })
    .orderBy('pu.id')
    .forUpdate('pu')
    .select<DisputedOrder[]>(
      'pu.id',
      'pu.status',
      'pu.user_id as buyer_user_id',
      'pu.total_cents',
      'a.user_id as artist_user_id',
      'pu.stripe_transfer_id',
      'pu.transfer_cents',
      'pu.refunded_cents',
      'pu.stripe_dispute_id',
      'pu.dispute_closed_at',
    );
  if (orders.length === 0 || (!intentId && !chargeId)) {
    c.logger.warn({ dispute: dispute.id }, 'stripe: a dispute on a payment with no orders of ours');
    return;
  }
  const outcome = disputeOutcome(dispute.status);
  const amounts = shares(orders, dispute.amount);
  for (const [i, order] of orders.entries()) {
    // Stripe does not promise the order of its events: an update after the close changes nothing.
    if (order.dispute_closed_at && order.stripe_dispute_id === dispute.id) continue;
    const cents = amounts[i]!;
    const isNew = order.stripe_dispute_id !== dispute.id;
    await c
      .db('purchases')
      .where({ id: order.id })
      .update({
        stripe_dispute_id: dispute.id,
        dispute_status: dispute.status,
        dispute_reason: dispute.reason ?? null,
        dispute_cents: cents,
        ...(isNew ? { dispute_opened_at: new Date(dispute.created * 1000) } : {}),
        ...(outcome !== 'open' && type === 'charge.dispute.closed'
          ? { dispute_closed_at: c.db.fn.now() }
          : {}),
        updated_at: c.db.fn.now(),
      });
    const lost = type === 'charge.dispute.closed' && outcome === 'lost';
    if (lost) await takeBackShare(c, order, cents);
    const cancelled = lost && (await cancelUnshipped(c, order, cents));
    const told = tellArtist(type, outcome, order.id, cents, dispute.reason, cancelled);
    if (told)
      await notify(c.db, { userId: order.artist_user_id, kind: 'order_update', link: SALES, ...told });
  }
}

/** A lost dispute: the artist's transfer is reversed in proportion, less what a refund took back already. */
async function takeBackShare(c: Ctx, order: DisputedOrder, cents: number): Promise<void> {
  const transfer = Number(order.transfer_cents ?? 0);
  const total = Number(order.total_cents);
  if (!order.stripe_transfer_id || transfer <= 0 || total <= 0) return;
  const already = Math.round((transfer * Number(order.refunded_cents ?? 0)) / total);
  const amount = Math.min(Math.round((transfer * cents) / total), transfer - already);
  if (amount <= 0) return;
  await c.stripe.transfers.createReversal(
    order.stripe_transfer_id,
    { amount, metadata: { purchase_id: String(order.id), reason: 'dispute_lost' } },
    { idempotencyKey: `reversal-dispute-purchase-${order.id}` },
  );
  await c.db('purchases').where({ id: order.id }).update({ dispute_reversed_cents: amount });
}

/**
 * A lost dispute on an order not shipped yet: the buyer has their money back, so the order is
 * cancelled (never 'Paid' with Mark shipped still offered), its originals are for sale again and its
 * prints' stock is given back, as 'Cancel and refund' does. A partial loss leaves the order to ship.
 */
async function cancelUnshipped(c: Ctx, order: DisputedOrder, cents: number): Promise<boolean> {
  if (order.status !== 'paid' || cents < Number(order.total_cents)) return false;
  await cancelPaidOrder(c.db, order.id);
  await notify(c.db, {
    userId: order.buyer_user_id,
    kind: 'order_update',
    title: `Order #${order.id} was cancelled`,
    body: 'Your bank gave you the payment back, so the artist will not ship it.',
    link: '/orders',
  });
  return true;
}

function tellArtist(
  type: string,
  outcome: 'open' | 'lost' | 'won',
  id: number,
  cents: number,
  reason: string | null,
  cancelled = false,
): { title: string; body: string } | null {
  if (type === 'charge.dispute.created')
    return {
      title: `Order #${id}: the buyer's bank disputes the card payment (${formatCents(cents, { grouping: false })})`,
      body: `Reason given: ${(reason ?? 'general').replaceAll('_', ' ')}. Stripe holds the amount while the bank decides; Atelier answers with the order's tracking and messages. Keep them up to date on the order.`,
    };
  if (type !== 'charge.dispute.closed') return null;
  if (outcome === 'lost')
    return {
      title: `Order #${id}: the card dispute was lost`,
      body: `The bank gave ${formatCents(cents, { grouping: false })} back to the buyer; your share of it was taken back from your Stripe account.${
        cancelled ? ' The order is cancelled: do not ship it. Its artworks are for sale again.' : ''
      }`,
    };
  return {
    title: `Order #${id}: the card dispute is closed in your favour`,
    body: 'The payment stands; nothing was taken back.',
  };
}

/** Every order with a card dispute, newest first (admins only). */
export async function listDisputes(db: Knex, actor: Actor | null): Promise<AdminDispute[]> {
  requireAdmin(actor);
  const rows = (await db('purchases as pu')
    .join('users as u', 'u.id', 'pu.user_id')
    .join('artists as a', 'a.id', 'pu.artist_id')
    .join('users as au', 'au.id', 'a.user_id')
    .whereNotNull('pu.stripe_dispute_id')
    .orderBy('pu.dispute_opened_at', 'desc')
    .orderBy('pu.id', 'desc')
    .limit(100)
    .select(
      'pu.*',
      db.raw("u.first_name || ' ' || u.last_name AS buyer_name"),
      db.raw("coalesce(nullif(a.display_name, ''), au.first_name || ' ' || au.last_name) AS artist_name"),
    )) as Array<{
    id: number;
    total_cents: string;
    stripe_dispute_id: string;
    buyer_name: string;
    artist_name: string;
  }>;
  return rows.map((r) => ({
    ...disputeOf(r)!,
    orderId: r.id,
    orderTotal: toDollars(r.total_cents)!,
    buyerName: r.buyer_name,
    artistName: r.artist_name,
    disputeId: r.stripe_dispute_id,
  }));
}
