import Router from '@koa/router';
import type { Context } from 'koa';
import { paymentEndpoints as E } from '../../../contract/endpoints';
import { requireUser } from '../../auth/permissions';
import type { AppDeps } from '../../deps';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../../errors';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { ErrorCodes } from '../../../contract/errors';
import { setPaymentProvider } from './payment-provider';
import { createStripeClient } from './stripe-client';
import { connectStripe, getStripeAccount } from './stripe-connect';
import { CARD_METHOD_ID, stripeProvider } from './stripe-provider';
import { resumeCardPayment } from './stripe-resume';
import { applyEvent } from './stripe-webhook';

const MAX_WEBHOOK_BYTES = 512 * 1024;

/** The request's exact bytes (the body parser skips this path: api/middleware/body.ts). */
async function rawBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_WEBHOOK_BYTES)
      throw new HttpError(413, 'The request is too large', ErrorCodes.PAYLOAD_TOO_LARGE);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Card payments (Stripe Connect), offered only when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * are set: the provider is added to checkout's methods here, when the app is built.
 */
export function paymentRoutes(deps: AppDeps): Router {
  const config = deps.config.stripe;
  const stripe = config ? createStripeClient(config) : null;
  setPaymentProvider(CARD_METHOD_ID, stripe && config ? stripeProvider(stripe, config) : null);
  const router = new Router();
  route(router, E.getStripeAccount, ({ ctx }) =>
    getStripeAccount(dbOf(ctx), stripe !== null, requireUser(actorOf(ctx))),
  );
  route(router, E.connectStripe, ({ ctx }) =>
    connectStripe(dbOf(ctx), stripe, config, requireUser(actorOf(ctx))),
  );
  route(router, E.stripeWebhook, async ({ ctx }) => {
    if (!stripe || !config) throw new NotFoundError('Endpoint');
    const payload = await rawBody(ctx);
    let event;
    try {
      event = stripe.webhooks.constructEvent(payload, ctx.get('Stripe-Signature'), config.webhookSecret);
    } catch {
      throw new BadRequestError('The Stripe signature does not match this body');
    }
    await applyEvent({ db: dbOf(ctx), stripe, config, logger: deps.logger }, event);
    return { received: true };
  });
  route(router, E.resumeCardPayment, async ({ ctx, params }) => {
    const actor = requireUser(actorOf(ctx));
    if (!stripe || !config) {
      // Without Stripe no order awaits a card payment: the buyer's own order is a 409, others' a 404.
      const own = await dbOf(ctx)('purchases').where({ id: params.id, user_id: actor.id }).first('id');
      if (!own) throw new NotFoundError('Order');
      throw new ConflictError('Card payments are not set up on this site', 'ORDER_STATE');
    }
    return resumeCardPayment(dbOf(ctx), stripe, config, actor, params.id);
  });
  return router;
}
