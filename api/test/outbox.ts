import type { Knex } from 'knex';

/** A mail as queued in the outbox: its kind, recipient and the data its template renders. */
export interface QueuedMail {
  id: number;
  kind: string;
  to: string;
  data: Record<string, unknown>;
}

/** The mail queued to this address (optionally of one kind), oldest first. */
export async function queuedMailTo(knex: Knex, to: string, kind?: string): Promise<QueuedMail[]> {
  const query = knex('mail_outbox').whereRaw('lower(to_address) = lower(?)', [to]).orderBy('id');
  if (kind) query.where({ kind });
  const rows = (await query.select('id', 'kind', 'to_address', 'data')) as Array<{
    id: number | string;
    kind: string;
    to_address: string;
    data: Record<string, unknown>;
  }>;
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, to: r.to_address, data: r.data }));
}

/** The token of the latest link of this kind mailed to this address. */
export async function latestToken(knex: Knex, to: string, kind: string): Promise<string> {
  const mails = await queuedMailTo(knex, to, kind);
  const token = mails.at(-1)?.data.token;
  if (typeof token !== 'string') throw new Error(`No ${kind} mail with a link to ${to}`);
  return token;
}

/** The `token` of the first link in a mail's text, e.g. `.../reset-password?token=abc`. */
export function tokenInText(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in the mail`);
  return match[1]!;
}
