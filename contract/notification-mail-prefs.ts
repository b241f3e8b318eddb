import { z } from 'zod';
import './zod-config';
import { MAIL_CHOICES, NOTIFICATION_MAIL } from './notification-mail';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';

export * from './notification-mail';

export const MailChoiceSchema = z.enum(MAIL_CHOICES);

/** Every notification kind with the account's choice (its default until changed). */
export const NotificationMailPrefsSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, MailChoiceSchema])) as Record<
    NotificationKind,
    typeof MailChoiceSchema
  >,
);
export type NotificationMailPrefs = z.infer<typeof NotificationMailPrefsSchema>;

/** Some kinds changed; a choice a kind does not offer (a digest of orders) is refused. */
export const NotificationMailPrefsInputSchema = NotificationMailPrefsSchema.partial().superRefine(
  (input, ctx) => {
    for (const [kind, choice] of Object.entries(input)) {
      if (choice && !NOTIFICATION_MAIL[kind as NotificationKind].choices.includes(choice))
        ctx.addIssue({ code: 'custom', path: [kind], message: 'This kind of e-mail has no daily digest' });
    }
  },
);
export type NotificationMailPrefsInput = z.infer<typeof NotificationMailPrefsInputSchema>;

export const UnsubscribeQuerySchema = z.object({ token: z.string().trim().min(1).max(300) });

/** What the one-click unsubscribe turned off: one kind, or (a digest's link) every kind of the digest. */
export const UnsubscribeResultSchema = z.object({ kinds: z.array(z.enum(NOTIFICATION_KINDS)) });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;
