import type { Knex } from 'knex';
import type { MailMessage, MailStatus, MailSummary, MailboxQuery } from '../../../contract/mail';
import { pageSize } from '../../../contract/paging';
import { iso } from '../../lib/dates';
import { pageOf, type Page, type SortSpec } from '../../lib/keyset';
import type { RenderedMail } from './mail-layout';

/** The mail outbox (migration 20261125002400): queued by queueMail, sent by the worker. */

interface MailRow {
  id: string | number;
  kind: string;
  to_address: string;
  user_id: number | null;
  data: Record<string, unknown>;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  headers: Record<string, string> | null;
  created_at: Date;
  sent_at: Date | null;
}

/** A mail the worker has claimed: what it needs to render and send it. */
export interface ClaimedMail {
  id: number;
  kind: string;
  to: string;
  userId: number | null;
  data: Record<string, unknown>;
  /** This attempt's number (1 for the first). */
  attempt: number;
  createdAt: Date;
}

export async function insertMail(
  db: Knex,
  mail: {
    kind: string;
    to: string;
    userId: number | null;
    data: Record<string, unknown>;
    sendAfter: Date | null;
  },
): Promise<number> {
  const [row] = await db('mail_outbox')
    .insert({
      kind: mail.kind,
      to_address: mail.to,
      user_id: mail.userId,
      data: JSON.stringify(mail.data),
      ...(mail.sendAfter ? { send_after: mail.sendAfter } : {}),
    })
    .returning('id');
  return Number((row as { id: string | number }).id);
}

/**
 * Takes up to `limit` due mails for this worker: queued ones whose time has come, and ones whose
 * sender's lease ran out (its process died mid-send). `FOR UPDATE SKIP LOCKED` and the lease mean two
 * workers, in one process or several, never take the same mail.
 */
export async function claimDueMail(knex: Knex, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const result = await knex.raw(
    `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
       locked_until = now() + make_interval(secs => ?)
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE status IN ('queued', 'sending') AND send_after <= now()
         AND (status = 'queued' OR locked_until < now())
       ORDER BY send_after, id
       LIMIT ? FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, to_address, user_id, data, attempts, created_at`,
    [leaseMs / 1000, limit],
  );
  return (result.rows as MailRow[]).map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    to: row.to_address,
    userId: row.user_id,
    data: row.data,
    attempt: row.attempts,
    createdAt: new Date(row.created_at),
  }));
}

/** Keeps what was sent (the dev mailbox reads it) and ends the lease. */
export async function markSent(
  knex: Knex,
  id: number,
  sent: RenderedMail & { headers: Record<string, string>; messageId: string },
): Promise<void> {
  await knex('mail_outbox')
    .where({ id, status: 'sending' })
    .update({
      status: 'sent',
      subject: sent.subject,
      text_body: sent.text,
      html_body: sent.html,
      headers: JSON.stringify(sent.headers),
      message_id: sent.messageId,
      locked_until: null,
      last_error: null,
      sent_at: knex.fn.now(),
    });
}

/** A failed attempt that will be tried again at `retryAt`. */
export async function markRetry(knex: Knex, id: number, error: string, retryAt: Date): Promise<void> {
  await knex('mail_outbox')
    .where({ id, status: 'sending' })
    .update({ status: 'queued', last_error: error.slice(0, 1000), send_after: retryAt, locked_until: null });
}

/** Given up (refused for good, or still failing after the retry period): kept, never sent. */
export async function markEnded(
  knex: Knex,
  id: number,
  status: 'failed' | 'skipped',
  reason: string,
): Promise<void> {
  await knex('mail_outbox')
    .where({ id, status: 'sending' })
    .update({ status, last_error: reason.slice(0, 1000), locked_until: null });
}

const RECENT: SortSpec = { name: 'recent', keys: [{ sql: 'm.id', dir: 'desc', type: 'bigint' }] };
const SUMMARY = [
  'm.id',
  'm.kind',
  'm.to_address',
  'm.subject',
  'm.status',
  'm.attempts',
  'm.last_error',
  'm.created_at',
  'm.sent_at',
];

function toSummary(row: MailRow): MailSummary {
  return {
    id: Number(row.id),
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: iso(row.created_at)!,
    sentAt: iso(row.sent_at),
  };
}

/** The outbox, newest first (the dev mailbox). */
export function listMail(db: Knex, query: MailboxQuery): Promise<Page<MailSummary>> {
  const base = db('mail_outbox as m');
  if (query.to) base.whereRaw('lower(m.to_address) = lower(?)', [query.to]);
  return pageOf<MailRow, MailSummary>(
    db,
    base,
    (page) => page.select(SUMMARY),
    { sort: RECENT, limit: pageSize(query.limit), cursor: query.cursor, offset: query.offset },
    (rows) => rows.map(toSummary),
  );
}

export async function findMail(db: Knex, id: number, from: string): Promise<MailMessage | undefined> {
  const row = (await db('mail_outbox as m')
    .where('m.id', id)
    .first([...SUMMARY, 'm.text_body', 'm.html_body', 'm.headers'])) as MailRow | undefined;
  if (!row) return undefined;
  return {
    ...toSummary(row),
    from: row.status === 'sent' ? from : null,
    text: row.text_body,
    html: row.html_body,
    headers: row.headers ?? {},
  };
}

/** Sent and ended mail older than `days` leaves the outbox (housekeeping): its links are long dead. */
export async function pruneMail(knex: Knex, days = 30): Promise<number> {
  return knex('mail_outbox')
    .whereIn('status', ['sent', 'failed', 'skipped'])
    .where('created_at', '<', knex.raw(`now() - make_interval(days => ?)`, [days]))
    .del();
}
