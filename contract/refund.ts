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

/** The artist refunds a shipped or delivered order (a damaged print): how much, at most its total. */
export const SaleRefundSchema = z.object({ amount: PriceSchema });
export type SaleRefund = z.infer<typeof SaleRefundSchema>;

/** Stripe's payment page for an order still awaiting a card payment. */
export const CardPaymentPageSchema = z.object({ redirectUrl: z.string() });
