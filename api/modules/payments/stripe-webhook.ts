import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import { recordPaymentAccountStatus } from '../artists/payment-account.service';
import { notify } from '../notifications/notify';
import * as repo from '../checkout/purchases.service';
import { artistShareCents } from './stripe-client';
import { applyDisputeEvent } from '../refunds/disputes';
import { refundPurchase } from './stripe-refunds';
import { formatCents } from '../../../contract/money';

interface Ctx {
  db: Knex;
  stripe: Stripe;
  config: StripeConfig;
  logger: Logger;
}

/**
 * Applies one verified event, once: its id goes into `stripe_events` first, and a replay (Stripe
 * retries until it gets a 2xx) finds it there and does nothing. All of it runs in the request's
 * transaction: a failure answers 500 and Stripe's retry starts again from a clean state (the
 * transfers and refunds carry idempotency keys, so a retry never moves money twice).
 */
export async function applyEvent(c: Ctx, event: Stripe.Event): Promise<boolean> {
  const inserted = await c
    .db('stripe_events')
    .insert({ id: event.id, type: event.type })
    .onConflict('id')
    .ignore()
    .returning('id');
  if (inserted.length === 0) return false;
  if (event.type === 'checkout.session.completed') await sessionCompleted(c, event.data.object);
  else if (event.type === 'charge.refunded') await chargeRefunded(c, event.data.object);
  else if (event.type === 'account.updated') await accountUpdated(c, event.data.object);
  else if (
    event.type === 'charge.dispute.created' ||
    event.type === 'charge.dispute.updated' ||
    event.type === 'charge.dispute.closed'
  )
    await applyDisputeEvent(c, event.type, event.data.object);
  return true;
}

async function sessionCompleted(c: Ctx, session: Stripe.Checkout.Session): Promise<void> {
  if (session.payment_status !== 'paid') return;
  const paymentIntentId =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!paymentIntentId) return;
  const orders = await c
    .db('purchases as pu')
    .join('artists as a', 'a.id', 'pu.artist_id')
    .where('pu.stripe_session_id', session.id)
    .orderBy('pu.id')
    .forUpdate('pu')
    .select<
      Array<{
        id: number;
        user_id: number;
        status: string;
        total_cents: string;
        artist_user_id: number;
        stripe_account_id: string | null;
      }>
    >(
      'pu.id',
      'pu.user_id',
      'pu.status',
      'pu.total_cents',
      'a.user_id as artist_user_id',
      'a.stripe_account_id',
    );
  if (orders.length === 0) {
    c.logger.warn({ session: session.id }, 'stripe: a completed session with no orders of ours');
    return;
  }
  const intent = await c.stripe.paymentIntents.retrieve(paymentIntentId);
  const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
  const transferGroup = intent.transfer_group ?? undefined;
  for (const order of orders) {
    await repo.updatePurchase(c.db, order.id, {
      stripe_payment_intent_id: paymentIntentId,
      stripe_charge_id: chargeId ?? null,
    });
    if (order.status !== 'awaiting_payment') {
      // Cancelled or expired while the buyer was on Stripe's page: the money goes back.
      await refundPurchase(c.db, c.stripe, order.id, 'the order was no longer open when the payment arrived');
      await notify(c.db, {
        userId: order.user_id,
        kind: 'order_update',
        title: `Order #${order.id} was refunded`,
        body: 'It had been cancelled or had expired before your card payment arrived.',
        link: '/orders',
      });
      continue;
    }
    // The same step as the artist's Mark paid.
    await repo.updatePurchase(c.db, order.id, {
      status: 'paid',
      paid_at: c.db.fn.now(),
      payment_due_at: null,
    });
    await repo.settleItems(c.db, [order.id], 'paid');
    const total = Number(order.total_cents);
    const share = artistShareCents(total, c.config.platformFeePercent);
    if (order.stripe_account_id && share > 0) {
      const transfer = await c.stripe.transfers.create(
        {
          amount: share,
          currency: 'usd',
          destination: order.stripe_account_id,
          ...(chargeId ? { source_transaction: chargeId } : {}),
          ...(transferGroup ? { transfer_group: transferGroup } : {}),
          metadata: { purchase_id: String(order.id) },
        },
        { idempotencyKey: `transfer-purchase-${order.id}` },
      );
      await repo.updatePurchase(c.db, order.id, { stripe_transfer_id: transfer.id, transfer_cents: share });
    }
    await notify(c.db, [
      {
        userId: order.user_id,
        kind: 'order_update',
        title: `Payment received for order #${order.id}`,
        body: 'Paid by card. The artist will ship it.',
        link: '/orders',
      },
      {
        userId: order.artist_user_id,
        kind: 'order_update',
        title: `Order #${order.id} was paid by card`,
        body: `${formatCents(share, { grouping: false })} is on its way to your Stripe account. Ship it when you can.`,
        link: '/artist-dashboard?tab=sales',
      },
    ]);
  }
}

/** A refund made outside Atelier (Stripe's dashboard), in full: the orders of that payment record it. */
async function chargeRefunded(c: Ctx, charge: Stripe.Charge): Promise<void> {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return;
  const all = await c
    .db('purchases')
    .where({ stripe_payment_intent_id: intentId })
    .forUpdate()
    .select<
      Array<{ id: number; total_cents: string; refunded_cents: string | null; refunded_at: Date | null }>
    >('id', 'total_cents', 'refunded_cents', 'refunded_at');
  const orders = all.filter((o) => !o.refunded_at);
  // Refunds made from Atelier (a cancel, a return, a refund) are recorded already.
  const recorded = all.reduce((sum, o) => sum + (o.refunded_at ? Number(o.refunded_cents ?? 0) : 0), 0);
  if (orders.length === 0 || charge.amount_refunded <= recorded) return;
  if (charge.amount_refunded < charge.amount) {
    c.logger.warn({ charge: charge.id }, 'stripe: a partial refund made outside Atelier is not recorded');
    return;
  }
  for (const order of orders)
    await repo.updatePurchase(c.db, order.id, {
      refunded_at: c.db.fn.now(),
      refunded_cents: Number(order.total_cents),
    });
}

async function accountUpdated(c: Ctx, account: Stripe.Account): Promise<void> {
  await recordPaymentAccountStatus({ db: c.db }, account.id, {
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
  });
}
