import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import { ValidationError } from '../../errors';
import type { PaymentProvider } from './payment-provider';
import { refundCardOrder } from './stripe-refunds';

export const CARD_METHOD_ID = 'card';

/**
 * 'Pay by card' through Stripe Connect. Offered for an artist whose Express account can take
 * charges (`account.updated`); checkout opens ONE Checkout Session for all the buyer's orders (a
 * line per order, the order ids in its metadata, a transfer group). The orders stay awaiting
 * payment: only the signed webhook marks them paid (stripe-webhook.ts), never the return URL.
 */
export function stripeProvider(stripe: Stripe, config: StripeConfig): PaymentProvider {
  return {
    method: {
      id: CARD_METHOD_ID,
      name: 'Pay by card',
      description:
        "Pay by card on Stripe's secure page. Your order is confirmed as soon as the payment goes through.",
    },
    manualConfirmation: false,
    start: async ({ artistName, artistId }, db) => {
      const artist =
        db && artistId !== undefined
          ? await db('artists')
              .where({ id: artistId })
              .first<{ stripe_charges_enabled: boolean } | undefined>('stripe_charges_enabled')
          : undefined;
      if (!artist?.stripe_charges_enabled) {
        const message = `${artistName} does not take card payments yet: choose Pay by invoice`;
        throw new ValidationError({ paymentMethod: message }, message);
      }
      return {
        instructions:
          "Pay by card on Stripe's secure page. Your order is confirmed as soon as Stripe confirms the payment.",
      };
    },
    finish: (db, orderIds) => openCheckoutSession(db, stripe, config, orderIds),
    refund: (db, order) => refundCardOrder(db, stripe, order),
  };
}

export async function openCheckoutSession(
  db: Knex,
  stripe: Stripe,
  config: StripeConfig,
  orderIds: number[],
  attempt = 'first',
): Promise<{ redirectUrl: string }> {
  const orders = await db('purchases as pu')
    .join('artists as a', 'a.id', 'pu.artist_id')
    .join('users as au', 'au.id', 'a.user_id')
    .join('users as u', 'u.id', 'pu.user_id')
    .whereIn('pu.id', orderIds)
    .orderBy('pu.id')
    .select<Array<{ id: number; total_cents: string; artist_name: string; email: string; user_id: number }>>(
      'pu.id',
      'pu.total_cents',
      'pu.user_id',
      'u.email',
      db.raw("coalesce(nullif(a.display_name, ''), au.first_name || ' ' || au.last_name) AS artist_name"),
    );
  const ids = orders.map((o) => o.id).join(',');
  const transferGroup = `orders-${orders.map((o) => o.id).join('-')}`;
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: String(orders[0]!.user_id),
      customer_email: orders[0]!.email,
      line_items: orders.map((o) => ({
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: Number(o.total_cents),
          product_data: { name: `Order #${o.id} from ${o.artist_name} (shipping included)` },
        },
      })),
      payment_intent_data: { transfer_group: transferGroup, metadata: { purchase_ids: ids } },
      metadata: { purchase_ids: ids },
      success_url: `${config.origin}/orders?payment=card`,
      cancel_url: `${config.origin}/orders`,
    },
    // A page opened again for the same orders (the first one expired) is a new session.
    { idempotencyKey: `checkout-${transferGroup}-${attempt}` },
  );
  await db('purchases').whereIn('id', orderIds).update({ stripe_session_id: session.id });
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
  return { redirectUrl: session.url };
}
