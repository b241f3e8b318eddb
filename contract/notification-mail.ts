import type { NotificationKind } from './notification-kinds';

/**
 * E-mail for in-app notifications (issue 24 point 6). Zod-free so the web's /profile and /unsubscribe
 * read it. A choice per kind: no mail, a mail at once (once the notification has waited a moment
 * unread), or a line in the daily digest. Accounts that never chose get the defaults below.
 */
export const MAIL_CHOICES = ['off', 'instant', 'digest'] as const;
export type MailChoice = (typeof MAIL_CHOICES)[number];

interface KindMail {
  /** What the mail is about, as the settings and the unsubscribe page name it. */
  label: string;
  /** Who gets this kind at all: the settings show only what the account can receive. */
  audience: 'everyone' | 'artist' | 'admin';
  default: MailChoice;
  /** The choices that make sense for it: time-sensitive kinds have no digest. */
  choices: readonly MailChoice[];
}

const AT_ONCE: readonly MailChoice[] = ['off', 'instant'];
const ANY: readonly MailChoice[] = ['off', 'instant', 'digest'];

export const NOTIFICATION_MAIL: Record<NotificationKind, KindMail> = {
  request_received: {
    label: 'New commission requests',
    audience: 'artist',
    default: 'instant',
    choices: AT_ONCE,
  },
  message_received: { label: 'New messages', audience: 'everyone', default: 'instant', choices: ANY },
  request_status: {
    label: 'Answers to your commission requests',
    audience: 'everyone',
    default: 'instant',
    choices: AT_ONCE,
  },
  quote_answered: {
    label: 'Answers to your quotes',
    audience: 'artist',
    default: 'instant',
    choices: AT_ONCE,
  },
  artwork_moderated: {
    label: 'Approvals of your artworks',
    audience: 'artist',
    default: 'instant',
    choices: ANY,
  },
  artist_moderated: {
    label: 'Approval of your artist profile',
    audience: 'artist',
    default: 'instant',
    choices: AT_ONCE,
  },
  review_requested: { label: 'Reviews asked for again', audience: 'admin', default: 'instant', choices: ANY },
  followed_artist_artwork: {
    label: 'New artworks by artists you follow',
    audience: 'everyone',
    default: 'digest',
    choices: ANY,
  },
  order_update: { label: 'Orders', audience: 'everyone', default: 'instant', choices: AT_ONCE },
  commission_work: {
    label: 'Progress on your commissions: invoices, updates, deliveries',
    audience: 'everyone',
    default: 'instant',
    choices: AT_ONCE,
  },
  commission_feedback: {
    label: 'Answers to your commission work',
    audience: 'artist',
    default: 'instant',
    choices: AT_ONCE,
  },
};

export const MAIL_CHOICE_LABELS: Record<MailChoice, string> = {
  off: 'Off',
  instant: 'E-mail at once',
  digest: 'Daily digest',
};
