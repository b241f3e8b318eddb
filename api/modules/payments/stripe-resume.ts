import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { Actor } from '../../auth/permissions';
import { ConflictError, NotFoundError } from '../../errors';
import * as repo from '../checkout/purchases.service';
import { CARD_METHOD_ID, openCheckoutSession } from './stripe-provider';

/**
 * A buyer who left Stripe's page comes back to pay from the order: while its Checkout Session is
 * open, they go to the same page. A session that Stripe closed (they expire after a day), or one
 * that also covers an order cancelled since, gives way to a new one for this buyer's orders of it
 * that still await payment. Anyone but the order's buyer gets 404.
 */
export async function resumeCardPayment(
  db: Knex,
  stripe: Stripe,
  config: StripeConfig,
  actor: Actor,
  id: number,
): Promise<{ redirectUrl: string }> {
  const head = await repo.lockPurchase(db, id, { buyerId: actor.id });
  if (!head) throw new NotFoundError('Order');
  const row = await db('purchases')
    .where({ id })
    .first<{ payment_method: string; stripe_session_id: string | null }>(
      'payment_method',
      'stripe_session_id',
    );
  if (row?.payment_method !== CARD_METHOD_ID || head.status !== 'awaiting_payment')
    throw new ConflictError('This order is not waiting for a card payment', 'ORDER_STATE', {
      status: head.status,
    });
  const sid = row.stripe_session_id;
  const together = sid
    ? await db('purchases')
        .where({ stripe_session_id: sid, user_id: actor.id })
        .orderBy('id')
        .select<Array<{ id: number; status: string }>>('id', 'status')
    : [];
  if (sid) {
    const session = await stripe.checkout.sessions.retrieve(sid);
    if (session.status === 'complete')
      throw new ConflictError(
        'This payment went through: the order is confirmed as soon as Stripe tells us (a minute or two)',
        'ORDER_STATE',
      );
    const allOpen = together.every((o) => o.status === 'awaiting_payment');
    if (session.status === 'open' && session.url && allOpen) return { redirectUrl: session.url };
    // Its page also charges an order cancelled since: closed, so it cannot be paid any more.
    if (session.status === 'open') await stripe.checkout.sessions.expire(sid);
  }
  const ids = together.filter((o) => o.status === 'awaiting_payment').map((o) => o.id);
  return openCheckoutSession(db, stripe, config, ids.length ? ids : [id], `after-${sid ?? 'none'}`);
}
