import nodemailer from 'nodemailer';

/** A mail ready to leave: rendered, addressed, with its headers and stable Message-ID. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
}

/** Where mail goes: an SMTP server, or nowhere but the outbox table (read at /dev/mailbox). */
export interface MailTransport {
  kind: 'smtp' | 'database';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The server refused this mail for good (a 5xx reply, e.g. no such mailbox): trying again cannot help. */
export class PermanentMailError extends Error {}

/**
 * nodemailer's defaults wait up to 2 minutes to connect and 10 minutes on a silent socket; the
 * worker's lease on a mail must outlast one attempt, so attempts are kept short. A value given in
 * SMTP_URL's query (`?socketTimeout=60000`) wins.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(TIMEOUTS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  const transporter = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          messageId: mail.messageId,
        });
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500 && code < 600)
          throw new PermanentMailError((err as Error).message);
        throw err;
      }
    },
    close: () => transporter.close(),
  };
}

/** No SMTP: the outbox row is the mail; sending only marks it sent, and /dev/mailbox shows it. */
export function databaseTransport(): MailTransport {
  return { kind: 'database', send: async () => {}, close: () => {} };
}

/** SMTP_URL without its password, for the start line. */
export function describeSmtp(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
}
