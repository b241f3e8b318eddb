import { z } from 'zod';
import './zod-config';
import { DateSchema, ImageVariantSchema, IsoDateTimeSchema, PriceSchema } from './common';
import { MAX_EXTRA_REVISIONS } from './commission-work';

/**
 * `POST /api/commission-requests/:id/moves`: one move of the work on an accepted commission
 * (issue 26 points 3 and 4), by the side the state machine gives it. `milestone` is 1-based.
 * Delivering a milestone is a work update with `deliver` (it carries the images).
 */
const Note = z.string().trim().max(2000, 'At most 2000 characters');
export const CommissionMoveSchema = z.discriminatedUnion('move', [
  z.object({ move: z.literal('approve'), milestone: z.number().int().min(1).max(4) }),
  z.object({
    move: z.literal('request_revision'),
    milestone: z.number().int().min(1).max(4),
    note: Note.min(1, 'Say what should change'),
  }),
  z.object({
    move: z.literal('offer_revisions'),
    count: z
      .number()
      .int()
      .min(1, 'Offer at least one revision')
      .max(MAX_EXTRA_REVISIONS, `At most ${MAX_EXTRA_REVISIONS}`),
    price: PriceSchema,
  }),
  z.object({ move: z.literal('answer_revision_offer'), accept: z.boolean() }),
  z.object({ move: z.literal('confirm_addon_paid'), addOn: z.number().int().min(1).max(20) }),
  z.object({
    move: z.literal('request_extension'),
    deliveryDate: DateSchema,
    reason: Note.min(1, 'Say why you need more time'),
  }),
  z.object({ move: z.literal('answer_extension'), accept: z.boolean(), note: Note.optional() }),
  z.object({ move: z.literal('cancel_overdue'), reason: Note.optional() }),
]);
export type CommissionMoveInput = z.infer<typeof CommissionMoveSchema>;

export const COMMISSION_UPDATE_KINDS = [
  'update',
  'delivery',
  'approval',
  'revision',
  'extension',
  'extension_answer',
  'revision_offer',
  'cancellation',
] as const;
export type CommissionUpdateKind = (typeof COMMISSION_UPDATE_KINDS)[number];
export const MAX_UPDATE_IMAGES = 6;

/** One entry of a commission's work log: a work-in-progress update, a delivery, an answer. */
export const CommissionUpdateSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  authorId: z.number().int(),
  authorName: z.string(),
  side: z.enum(['artist', 'collector']),
  kind: z.enum(COMMISSION_UPDATE_KINDS),
  /** The milestone it is about, 1-based; null for the whole commission. */
  milestone: z.number().int().nullable(),
  body: z.string(),
  images: z.array(z.object({ url: z.string(), variants: z.array(ImageVariantSchema) })),
  createdAt: IsoDateTimeSchema,
});
export type CommissionUpdate = z.infer<typeof CommissionUpdateSchema>;

/**
 * `POST /api/commission-requests/:id/updates` (multipart: `files`): the artist posts a
 * work-in-progress update on the milestone in work, with up to 6 images; with `deliver` it delivers
 * that milestone (the collector then approves it or asks for a revision).
 */
export const CommissionUpdateInputSchema = z.object({
  body: z.string().trim().min(1, 'Write a few words about the work').max(4000, 'At most 4000 characters'),
  deliver: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
});
export type CommissionUpdateInput = z.input<typeof CommissionUpdateInputSchema>;
