import { z } from 'zod';
import './zod-config';
import { MAIL_CHOICES } from './notification-mail';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';

export const MailChoiceSchema = z.enum(MAIL_CHOICES);

/** Every notification kind with the account's choice (its default until changed). */
export const NotificationMailPrefsSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, MailChoiceSchema])) as Record<
    NotificationKind,
    typeof MailChoiceSchema
  >,
);
export type NotificationMailPrefs = z.infer<typeof NotificationMailPrefsSchema>;

/**
 * Some kinds changed. A choice a kind does not offer (a digest of orders: NOTIFICATION_MAIL's
 * `choices`) is refused by the API with a 400 on that kind (kept out of the schema: the public
 * pages load every endpoint's schemas, not the table of kinds).
 */
export const NotificationMailPrefsInputSchema = NotificationMailPrefsSchema.partial();
export type NotificationMailPrefsInput = z.infer<typeof NotificationMailPrefsInputSchema>;

export const UnsubscribeQuerySchema = z.object({ token: z.string().trim().min(1).max(300) });
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>;

/** What the one-click unsubscribe turned off: one kind, or (a digest's link) every kind of the digest. */
export const UnsubscribeResultSchema = z.object({ kinds: z.array(z.enum(NOTIFICATION_KINDS)) });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;
