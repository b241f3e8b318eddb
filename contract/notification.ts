import { z } from 'zod';
import './zod-config';
import { IsoDateTimeSchema } from './common';
import { NOTIFICATION_KINDS } from './notification-kinds';

export * from './notification-kinds';

export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  /** One line, already in the product's words (for example 'New commission request: Harbour at dusk'). */
  title: z.string(),
  /** Optional second line. */
  body: z.string().nullable(),
  /** Where opening it leads, as an app path (for example '/commission-requests?tab=received'). */
  link: z.string().nullable(),
  readAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** `upTo`: the newest notification the user saw; newer ones (arrived meanwhile) stay unread. */
export const MarkAllReadSchema = z.object({ upTo: z.number().int().positive().optional() });
export type MarkAllReadInput = z.infer<typeof MarkAllReadSchema>;
