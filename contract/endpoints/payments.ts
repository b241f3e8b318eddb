import { PurchaseSchema } from '../checkout';
import { defineEndpoints } from '../endpoint';
import { StripeAccountSchema, StripeOnboardingSchema, StripeWebhookResultSchema } from '../payments';
import { z } from 'zod';
import {
  AdminDisputeSchema,
  CardPaymentPageSchema,
  ReturnAnswerSchema,
  ReturnRequestSchema,
  SaleRefundSchema,
} from '../refund';
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
  resumeCardPayment: {
    auth: 'user',
    method: 'POST',
    path: '/api/purchases/:id/card-payment',
    summary:
      "Stripe's payment page again for an order awaiting a card payment (the same page while it is open, else a new one)",
    tag: 'Payments',
    params: IdParams,
    notFound: 'Order',
    response: CardPaymentPageSchema,
    errors: [401, 404, 409],
  },
  // Refunds and returns (issue 25, point 3), through the order's payment provider.
  cancelPaidSale: {
    auth: 'user',
    method: 'POST',
    path: '/api/sales/:id/refund',
    summary:
      'The artist cancels a paid order before it ships: its total goes back (card: refunded now; invoice: refund due)',
    tag: 'Refunds',
    params: IdParams,
    notFound: 'Order',
    response: PurchaseSchema,
    errors: [401, 404, 409],
  },
  refundSale: {
    auth: 'user',
    method: 'POST',
    path: '/api/sales/:id/refunds',
    summary: 'The artist refunds a shipped or delivered order (up to its total, once), e.g. a damaged print',
    tag: 'Refunds',
    params: IdParams,
    notFound: 'Order',
    body: SaleRefundSchema,
    response: PurchaseSchema,
    errors: [400, 401, 404, 409],
  },
  recordRefundSent: {
    auth: 'user',
    method: 'POST',
    path: '/api/sales/:id/refund-sent',
    summary: 'An artist paid by invoice records the refund they owed as sent',
    tag: 'Refunds',
    params: IdParams,
    notFound: 'Order',
    response: PurchaseSchema,
    errors: [401, 404, 409],
  },
  requestReturn: {
    auth: 'user',
    method: 'POST',
    path: '/api/purchases/:id/return',
    summary: 'The buyer asks to return the original of a delivered order (within 14 days of delivery)',
    tag: 'Refunds',
    params: IdParams,
    notFound: 'Order',
    body: ReturnRequestSchema,
    response: PurchaseSchema,
    errors: [400, 401, 404, 409],
  },
  answerReturn: {
    auth: 'user',
    method: 'POST',
    path: '/api/sales/:id/return',
    summary: "The artist accepts or declines the buyer's return",
    tag: 'Refunds',
    params: IdParams,
    notFound: 'Order',
    body: ReturnAnswerSchema,
    response: PurchaseSchema,
    errors: [400, 401, 404, 409],
  },
  returnReceived: {
    auth: 'user',
    method: 'POST',
    path: '/api/sales/:id/return-received',
    summary: 'The returned original arrived: it is for sale again and its price goes back to the buyer',
    tag: 'Refunds',
    params: IdParams,
    notFound: 'Order',
    response: PurchaseSchema,
    errors: [401, 404, 409],
  },
  listDisputes: {
    auth: 'user',
    method: 'GET',
    path: '/api/admin/disputes',
    summary: "Orders whose card payment the buyer's bank disputed, open or closed, newest first (admins)",
    tag: 'Admin',
    response: z.array(AdminDisputeSchema),
    errors: [401, 403],
  },
});
