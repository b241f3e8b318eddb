import type { MailContent, TemplateContext } from './mail-layout';

export type { TemplateContext } from './mail-layout';
import { ORDER_MAIL_TEMPLATES } from './order-mail-templates';
import { NOTIFICATION_MAIL_TEMPLATES } from './notification-mail-templates';

/**
 * Every mail Atelier sends, one template per kind, in the product's words. A template turns the
 * data queued with the mail (queueMail) into structured content; mail-layout.ts makes the text and
 * HTML parts from it. Data is stored as JSON in the outbox, so it holds plain values only.
 */

interface MailTemplate<D> {
  render(data: D, ctx: TemplateContext): MailContent;
}

function template<D>(render: (data: D, ctx: TemplateContext) => MailContent): MailTemplate<D> {
  return { render };
}

export function appUrl(origin: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

const hello = (firstName: string) => `Hello ${firstName},`;

export const MAIL_TEMPLATES = {
  verify_email: template<{ firstName: string; token: string }>((d, { origin }) => ({
    subject: 'Confirm your e-mail address',
    greeting: hello(d.firstName),
    paragraphs: [
      'Please confirm that this is your e-mail address, so Atelier can send you mail about your account.',
    ],
    action: { label: 'Confirm my e-mail', url: appUrl(origin, '/verify-email', { token: d.token }) },
    notes: ['The link works for 7 days. If you did not create an Atelier account, ignore this e-mail.'],
  })),

  password_reset: template<{ firstName: string; token: string }>((d, { origin }) => ({
    subject: 'Reset your Atelier password',
    greeting: hello(d.firstName),
    paragraphs: [
      'Someone asked to reset the password of your Atelier account. To choose a new one, open this link.',
    ],
    action: { label: 'Choose a new password', url: appUrl(origin, '/reset-password', { token: d.token }) },
    notes: [
      'The link works once, for 30 minutes.',
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
  })),
  sign_in_attempts: template<{ firstName: string; failures: number }>((d, { origin }) => ({
    subject: 'Many wrong passwords were tried on your Atelier account',
    greeting: hello(d.firstName),
    paragraphs: [
      `In the last hour, ${d.failures} tries to sign in to your Atelier account used a wrong password. To keep your account safe, each further try now has to wait a little longer.`,
      'You can still sign in with your password as usual. If these tries were not yours, choose a strong password you use nowhere else.',
    ],
    action: { label: 'Review my account security', url: appUrl(origin, '/profile') },
    notes: ['You get this notice at most once an hour.'],
  })),

  password_changed: template<{ firstName: string }>((d, { origin }) => ({
    subject: 'Your Atelier password was changed',
    greeting: hello(d.firstName),
    paragraphs: [
      'The password of your Atelier account was just changed with a reset link, and every device signed in to your account was signed out.',
    ],
    action: { label: 'Sign in', url: appUrl(origin, '/login') },
    notes: [
      'If you did not change it, ask for a reset link on the sign-in page right away to choose a new password.',
    ],
  })),

  email_change_confirm: template<{ firstName: string; token: string; newEmail: string }>((d, { origin }) => ({
    subject: 'Confirm your new e-mail address',
    greeting: hello(d.firstName),
    paragraphs: [
      `You asked to use ${d.newEmail} for your Atelier account. It becomes your address once you confirm it here.`,
    ],
    action: { label: 'Confirm my new e-mail', url: appUrl(origin, '/verify-email', { token: d.token }) },
    notes: [
      'The link works once, for 24 hours. If you did not ask for this, ignore this e-mail: nothing changes.',
    ],
  })),

  email_change_requested: template<{ firstName: string; newEmail: string }>((d, { origin }) => ({
    subject: 'Your Atelier e-mail address is being changed',
    greeting: hello(d.firstName),
    paragraphs: [
      `Someone signed in to your Atelier account asked to change its e-mail address to ${d.newEmail}. The change happens only once the link sent to that address is opened.`,
    ],
    action: { label: 'Review your account', url: appUrl(origin, '/profile') },
    notes: [
      'If this was not you, change your password now (or ask for a reset link on the sign-in page): that stops the change.',
    ],
  })),

  new_sign_in: template<{ firstName: string; device: string; ipAddress: string; at: string }>(
    (d, { origin }) => ({
      subject: 'New sign-in to your Atelier account',
      greeting: hello(d.firstName),
      paragraphs: [
        `Your account was signed in to from a device it had not used before: ${d.device}, from the address ${d.ipAddress}, on ${d.at}.`,
        'If this was you, there is nothing to do.',
      ],
      action: { label: 'Review your sessions', url: appUrl(origin, '/profile') },
      notes: [
        'If it was not you, change your password at once and sign out the sessions you do not recognise.',
      ],
    }),
  ),
  order_invoice: template(ORDER_MAIL_TEMPLATES.order_invoice),
  order_payment_reported: template(ORDER_MAIL_TEMPLATES.order_payment_reported),
  notification: template(NOTIFICATION_MAIL_TEMPLATES.notification),
  notification_digest: template(NOTIFICATION_MAIL_TEMPLATES.notification_digest),
} satisfies Record<string, MailTemplate<never>>;

export type MailKind = keyof typeof MAIL_TEMPLATES;
export type MailData<K extends MailKind> = Parameters<(typeof MAIL_TEMPLATES)[K]['render']>[0];

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(MAIL_TEMPLATES, kind);
}
