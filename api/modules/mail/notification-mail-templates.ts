import { NOTIFICATION_MAIL } from '../../../contract/notification-mail';
import type { NotificationKind } from '../../../contract/notification-kinds';
import type { MailContent, TemplateContext } from './mail-layout';

/** The mail of one notification (queued by notify.ts) and the daily digest (digest.ts). */

export interface NotificationMailData {
  notificationId: number;
  kind: NotificationKind;
  firstName: string;
  title: string;
  body: string | null;
  link: string | null;
}

export interface DigestMailData {
  firstName: string;
  items: Array<{ kind: NotificationKind; title: string; body: string | null }>;
}

const url = (origin: string, path: string | null) => new URL(path ?? '/', origin).toString();

export const NOTIFICATION_MAIL_TEMPLATES = {
  notification: (d: NotificationMailData, { origin }: TemplateContext): MailContent => ({
    subject: d.title,
    greeting: `Hello ${d.firstName},`,
    paragraphs: [d.title, ...(d.body ? [d.body] : [])],
    action: { label: 'Open in Atelier', url: url(origin, d.link) },
    notes: [
      `You get this e-mail because '${NOTIFICATION_MAIL[d.kind].label}' is set to e-mail you at once. It is not sent when you have already seen the notification in the app.`,
    ],
  }),

  notification_digest: (d: DigestMailData, { origin }: TemplateContext): MailContent => {
    const count = d.items.length;
    return {
      subject:
        count === 1
          ? 'Your Atelier digest: 1 new notification'
          : `Your Atelier digest: ${count} new notifications`,
      greeting: `Hello ${d.firstName},`,
      paragraphs: [
        count === 1
          ? 'Here is what happened on Atelier since your last digest:'
          : `Here are ${count} things that happened on Atelier since your last digest:`,
        d.items.map((item) => `• ${item.title}${item.body ? ` (${item.body})` : ''}`).join('\n'),
      ],
      action: { label: 'Open Atelier', url: url(origin, '/') },
      notes: ['You get this digest once a day, only on days with something new.'],
    };
  },
};
