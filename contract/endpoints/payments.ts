import { PurchaseSchema } from '../checkout';
import { defineEndpoints } from '../endpoint';
import { StripeAccountSchema, StripeOnboardingSchema, StripeWebhookResultSchema } from '../payments';
import { IdParams } from './params';

/** The Stripe webhook's path: its body is read raw (the signature covers the exact bytes). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** Card payments through Stripe Connect (issue 25, point 2). */
export const paymentEndpoints = defineEndpoints({
  getStripeAccount: {
    auth: 'user',
    method: 'GET',
    path: '/api/payments/stripe/account',
    summary: "The signed-in artist's card payouts: connected, and whether Stripe lets it take payments",
    tag: 'Payments',
    response: StripeAccountSchema,
    errors: [401, 403],
  },
  connectStripe: {
    auth: 'user',
    method: 'POST',
    path: '/api/payments/stripe/account',
    summary: "Connect (or finish connecting) the artist's Stripe Express account: answers the onboarding URL",
    tag: 'Payments',
    response: StripeOnboardingSchema,
    errors: [401, 403, 409],
  },
  stripeWebhook: {
    method: 'POST',
    path: STRIPE_WEBHOOK_PATH,
    summary:
      "Stripe's events (signed): checkout.session.completed, charge.refunded, account.updated; each applied once",
    tag: 'Payments',
    response: StripeWebhookResultSchema,
    errors: [404],
  },
  refundCardSale: {
    auth: 'user',
    method: 'POST',
    path: '/api/sales/:id/refund',
    summary: 'The artist cancels a card-paid order before it ships: the buyer is refunded in full',
    tag: 'Payments',
    params: IdParams,
    notFound: 'Order',
    response: PurchaseSchema,
    errors: [401, 404, 409],
  },
});
