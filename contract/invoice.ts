import { z } from 'zod';
import './zod-config';
import { IsoDateTimeSchema } from './common';

/**
 * How an artist is paid by invoice (issue 25): bank details, a payment link, or both. Private: only
 * the artist reads them, and the buyer of an order reads the copy on its invoice.
 */
const bankDetails = z
  .string()
  .trim()
  .max(1000, 'Bank details must be at most 1000 characters')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));
const paymentLink = z
  .string()
  .trim()
  .max(500, 'The payment link must be at most 500 characters')
  .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), {
    message: 'Enter a payment link starting with https://',
  })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const PayToSchema = z.object({
  bankDetails: z.string().nullable(),
  paymentLink: z.string().nullable(),
});
export type PayTo = z.infer<typeof PayToSchema>;

export const PayoutDetailsInputSchema = z
  .object({ bankDetails, paymentLink })
  .refine((v) => v.bankDetails !== null || v.paymentLink !== null, {
    message: 'Enter your bank details, a payment link, or both',
    path: ['bankDetails'],
  });
export type PayoutDetailsInput = z.input<typeof PayoutDetailsInputSchema>;

export const PayoutDetailsSchema = PayToSchema.extend({
  /** Null until the artist has set them. */
  updatedAt: IsoDateTimeSchema.nullable(),
});
export type PayoutDetails = z.infer<typeof PayoutDetailsSchema>;

/** The invoice issued with an order placed to be paid by invoice. */
export const InvoiceSchema = z.object({
  number: z.string(),
  issuedAt: IsoDateTimeSchema,
  /** Pay by then, or the order expires. */
  dueAt: IsoDateTimeSchema.nullable(),
  /** The artist's payment details as they were when the order was placed; null if none were set. */
  payTo: PayToSchema.nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const OrderMessageInputSchema = z.object({
  body: z
    .string({ error: 'Write a message' })
    .trim()
    .min(1, 'Write a message')
    .max(2000, 'A message must be at most 2000 characters'),
});
export type OrderMessageInput = z.input<typeof OrderMessageInputSchema>;

export const OrderMessageSchema = z.object({
  id: z.number().int(),
  /** Who wrote it, seen from the reader: 'buyer' or 'artist'. */
  from: z.enum(['buyer', 'artist']),
  authorName: z.string(),
  body: z.string(),
  sentAt: IsoDateTimeSchema,
});
export type OrderMessage = z.infer<typeof OrderMessageSchema>;
