import { z } from 'zod';
import './zod-config';
import { IsoDateTimeSchema, PriceSchema } from './common';

/**
 * Refunds and returns (issue 25, point 3): a return of an original asked by its buyer, and what
 * the artist said. The money given back is on the order itself (`refundedAmount`, `refundDueAt`,
 * `refundedAt`); contract/money-state.ts says what each side reads.
 */
export const ReturnSchema = z.object({
  requestedAt: IsoDateTimeSchema,
  reason: z.string(),
  acceptedAt: IsoDateTimeSchema.nullable(),
  declinedAt: IsoDateTimeSchema.nullable(),
  /** The artist's words when declining. */
  declineNote: z.string().nullable(),
  /** The artist has the original back: it is for sale again, and the refund is made or due. */
  receivedAt: IsoDateTimeSchema.nullable(),
});
export type OrderReturn = z.infer<typeof ReturnSchema>;

export const ReturnRequestSchema = z.object({
  reason: z
    .string({ error: 'Tell the artist why you are returning it' })
    .trim()
    .min(10, 'Tell the artist why you are returning it (10 characters or more)')
    .max(2000, 'The reason must be at most 2000 characters'),
});
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

export const ReturnAnswerSchema = z
  .object({
    accept: z.boolean(),
    /** Why not, when declining (the buyer reads it). */
    note: z.string().trim().max(2000, 'The note must be at most 2000 characters').optional(),
  })
  .refine((v) => v.accept || (v.note ?? '').length >= 5, {
    message: 'Tell the buyer why you decline the return',
    path: ['note'],
  });
export type ReturnAnswer = z.infer<typeof ReturnAnswerSchema>;

/**
 * A card dispute (chargeback) the buyer's bank opened on the order's card payment, as Stripe reports
 * it (`charge.dispute.*`): Stripe's status words, the bank's reason, this order's share of the
 * disputed amount, when it opened and closed. A lost dispute is money back to the buyer.
 */
export const DisputeSchema = z.object({
  status: z.string(),
  reason: z.string().nullable(),
  amount: z.number(),
  openedAt: IsoDateTimeSchema,
  closedAt: IsoDateTimeSchema.nullable(),
});
export type OrderDispute = z.infer<typeof DisputeSchema>;

/** A card dispute for the admins: the order, both parties and where it stands. */
export const AdminDisputeSchema = DisputeSchema.extend({
  orderId: z.number().int(),
  orderTotal: z.number(),
  buyerName: z.string(),
  artistName: z.string(),
  disputeId: z.string(),
});
export type AdminDispute = z.infer<typeof AdminDisputeSchema>;

/** The artist refunds a shipped or delivered order (a damaged print): how much, at most its total. */
export const SaleRefundSchema = z.object({ amount: PriceSchema });
export type SaleRefund = z.infer<typeof SaleRefundSchema>;

/** Stripe's payment page for an order still awaiting a card payment. */
export const CardPaymentPageSchema = z.object({ redirectUrl: z.string() });
