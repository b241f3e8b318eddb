import type { Knex } from 'knex';
import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import { createMailWorker, type MailWorker } from './mail-worker';
import { databaseTransport, describeSmtp, smtpTransport } from './mail-transport';

/** The start output's line about mail, and a warning when production mail would go nowhere. */
export function describeMail(config: Config): { line: string; warning?: string } {
  const { smtpUrl, from, origin } = config.mail;
  if (smtpUrl) return { line: `sent through ${describeSmtp(smtpUrl)} as ${from}` };
  const readers = config.env === 'development' ? 'read it' : 'admins read it';
  const line = `kept in the database (no SMTP_URL): ${readers} at ${origin}/dev/mailbox`;
  if (config.env !== 'production') return { line };
  return {
    line,
    warning:
      'SMTP_URL is not set: no mail leaves this server (password resets, verifications and notifications wait in /dev/mailbox). Set SMTP_URL and MAIL_FROM to send them.',
  };
}

/** This instance's mail worker: SMTP when configured, else the database (the outbox job runs it). */
export function createConfiguredMailWorker(config: Config, knex: Knex, logger: Logger): MailWorker {
  const transport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : databaseTransport();
  return createMailWorker({
    knex,
    transport,
    logger,
    origin: config.mail.origin,
    from: config.mail.from,
    signingKeys: config.sessionKeys,
  });
}
