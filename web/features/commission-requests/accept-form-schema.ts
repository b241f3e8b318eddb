import { z } from 'zod';
import { OptionalPriceSchema } from '@contract/common';
import { CommissionRequestUpdateSchema } from '@contract/commission-request';

/**
 * The Accept form (spec sections 2 and 5): optional notes, quote (number, step 0.01) and estimated
 * completion date, checked by the same rules as `PATCH /api/commission-requests/{id}`.
 */
export const AcceptFormSchema = z.object({
  artistNotes: z.string().trim().max(5000, 'Notes must be at most 5000 characters'),
  quotedPrice: OptionalPriceSchema,
  estimatedCompletion: z
    .string()
    .refine(
      (v) => v === '' || CommissionRequestUpdateSchema.shape.estimatedCompletion.safeParse(v).success,
      'Please enter a valid date',
    ),
});
export type AcceptFormInput = z.input<typeof AcceptFormSchema>;
export type AcceptFormValues = z.output<typeof AcceptFormSchema>;
