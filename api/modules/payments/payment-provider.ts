import type { Knex } from 'knex';
import type { PaymentMethod } from '../../../contract/checkout';

/**
 * How an order gets paid (issue 13). A provider describes itself, says what the buyer should do
 * once the order is placed, and whether the artist confirms payment by hand. A card provider plugs
 * in by implementing `start` with its checkout session (returning its redirect in `instructions` or
 * a future `redirectUrl`) and confirming payment from its webhook instead of `manualConfirmation`.
 */
export interface PaymentProvider {
  method: PaymentMethod;
  /** True when the artist marks the order paid (no network involved). */
  manualConfirmation: boolean;
  /**
   * Called in the checkout transaction for each order placed; answers the buyer's next step. A
   * provider that cannot take this artist's order (a card provider for an artist whose account
   * cannot take charges) throws a ValidationError: nothing is placed.
   */
  start(
    order: { id: number; totalCents: number; artistName: string; artistId?: number },
    db?: Knex,
  ): Promise<{ instructions: string }>;
  /**
   * Called once after every order of the checkout is placed, in the same transaction: a card
   * provider opens one payment page for them all and answers where the browser goes.
   */
  finish?(db: Knex, orderIds: number[]): Promise<{ redirectUrl: string }>;
  /**
   * Gives `amountCents` of a paid order back to its buyer (issue 25, point 3), in the caller's
   * transaction, and records it on the order: 'refunded' when the money went back now (a card
   * refund), 'due' when the artist sends it themselves and then records it sent (invoice).
   */
  refund(
    db: Knex,
    order: { id: number; amountCents: number; reason: RefundReason },
  ): Promise<'refunded' | 'due'>;
  /**
   * Records a commission payment to refund (issue 26 point 4: a cancellation after a missed
   * delivery date), in the caller's transaction. Pay by invoice records it for the artist to repay.
   */
  recordRefund?(db: Knex, refund: CommissionRefund): Promise<void>;
}

export interface CommissionRefund {
  requestId: number;
  /** The milestone's or add-on's title. */
  label: string;
  amountCents: number;
  reason: string;
}

/** Why money goes back: the order was cancelled after payment, its original returned, or refunded. */
export type RefundReason = 'cancelled' | 'returned' | 'refunded';

/** 'Pay by invoice': the artist sends an invoice and confirms when the money has arrived. */
export const invoiceProvider: PaymentProvider = {
  method: {
    id: 'invoice',
    name: 'Pay by invoice',
    description:
      "You get an invoice with the artist's payment details, by e-mail and on your order. Your order is confirmed once they receive the payment.",
  },
  manualConfirmation: true,
  start: async ({ artistName }) => ({
    instructions: `Pay ${artistName} with the details on your invoice (also sent to you by e-mail), then tap 'I have paid'. Your order is confirmed once they confirm the payment.`,
  }),
  // The artist was paid directly: they owe the refund, send it, and record it sent.
  refund: async (db, { id, amountCents, reason }) => {
    await db('purchases').where({ id }).update({
      refunded_cents: amountCents,
      refund_due_at: db.fn.now(),
      refund_reason: reason,
      updated_at: db.fn.now(),
    });
    return 'due';
  },
  recordRefund: async (db, refund) => {
    await db('commission_refunds').insert({
      request_id: refund.requestId,
      label: refund.label,
      amount_cents: refund.amountCents,
      provider: 'invoice',
      reason: refund.reason,
    });
  },
};

let PROVIDERS: readonly PaymentProvider[] = [invoiceProvider];

export function paymentProviders(): readonly PaymentProvider[] {
  return PROVIDERS;
}

/**
 * Offers a provider at checkout (the card provider, when its keys are configured), or withdraws
 * the one with that id (`null`). Called once when the app is built (api/modules/payments).
 */
export function setPaymentProvider(id: string, provider: PaymentProvider | null): void {
  PROVIDERS = [...PROVIDERS.filter((p) => p.method.id !== id), ...(provider ? [provider] : [])];
}

export function findPaymentProvider(id: string): PaymentProvider | null {
  return PROVIDERS.find((p) => p.method.id === id) ?? null;
}
