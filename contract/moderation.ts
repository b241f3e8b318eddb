import { z } from 'zod';
import { IsoDateTimeSchema } from './common';
import { MODERATION_REASON_MAX } from './approval';

/** One entry of an artist profile's or artwork's review history (issue 25, point 6). */
export const MODERATION_EVENT_ACTIONS = ['approved', 'rejected', 'revoked', 'resubmitted'] as const;
export type ModerationEventAction = (typeof MODERATION_EVENT_ACTIONS)[number];

export const ModerationEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(MODERATION_EVENT_ACTIONS),
  /** The admin's reason for a rejection or revoke, the artist's note for a resubmission. */
  note: z.string().nullable(),
  at: IsoDateTimeSchema,
});
export type ModerationEvent = z.infer<typeof ModerationEventSchema>;

export const ModerationHistorySchema = z.object({ items: z.array(ModerationEventSchema) });
export type ModerationHistory = z.infer<typeof ModerationHistorySchema>;

/** 'Submit for review again', with an optional note to the admin. */
export const ResubmitInputSchema = z.object({
  note: z
    .string()
    .trim()
    .max(MODERATION_REASON_MAX, `Note must be at most ${MODERATION_REASON_MAX} characters`)
    .nullable()
    .optional(),
});
export type ResubmitInput = z.infer<typeof ResubmitInputSchema>;
