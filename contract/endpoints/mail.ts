import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { MailMessageSchema, MailSummarySchema, MailboxQuerySchema } from '../mail';
import { IdParams } from './params';

/**
 * The dev mailbox (issue 24): without SMTP_URL, mail is kept in the database and read here: by
 * anyone in development, by signed-in admins otherwise. With SMTP it is 404 (mail leaves the site).
 */
export const mailEndpoints = defineEndpoints({
  listMailbox: {
    method: 'GET',
    path: '/api/dev/mailbox',
    summary: 'The mail Atelier sent, newest first (only while no SMTP server is configured)',
    tag: 'Mail',
    query: MailboxQuerySchema,
    response: z.array(MailSummarySchema),
    list: true,
    errors: [401, 403, 404],
  },
  getMailboxMessage: {
    method: 'GET',
    path: '/api/dev/mailbox/:id',
    summary: 'One mail with its text and HTML parts and headers',
    tag: 'Mail',
    params: IdParams,
    notFound: 'Mail',
    response: MailMessageSchema,
    errors: [401, 403, 404],
  },
});
