import { z } from 'zod';
import './zod-config';
import { IsoDateTimeSchema } from './common';
import { PagingQuerySchema } from './paging';

/** Where a mail is in the outbox: waiting (or retrying), being sent, sent, given up, or not needed. */
export const MailStatusSchema = z.enum(['queued', 'sending', 'sent', 'failed', 'skipped']);
export type MailStatus = z.infer<typeof MailStatusSchema>;

/** A mail of the outbox as the dev mailbox lists it (`GET /api/dev/mailbox`). */
export const MailSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  /** Null until the worker has rendered it. */
  subject: z.string().nullable(),
  status: MailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  sentAt: IsoDateTimeSchema.nullable(),
});
export type MailSummary = z.infer<typeof MailSummarySchema>;

/** One mail with its parts (`GET /api/dev/mailbox/{id}`). */
export const MailMessageSchema = MailSummarySchema.extend({
  from: z.string().nullable(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;

export const MailboxQuerySchema = PagingQuerySchema.extend({
  /** Only the mail sent to this address. */
  to: z.string().trim().max(254).optional(),
});
export type MailboxQuery = z.infer<typeof MailboxQuerySchema>;
