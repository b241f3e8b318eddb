import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { afterCommit } from '../../lib/after-commit';
import { insertMail } from './mail.repo';
import type { MailData, MailKind } from './mail-templates';

export interface QueueMailInput<K extends MailKind> {
  /** The recipient's address, as it is when the mail is queued. */
  to: string;
  kind: K;
  /** What the kind's template needs (mail-templates.ts); stored as JSON. */
  data: MailData<K>;
  /** The recipient's account, when they have one. */
  userId?: number | null;
  /** Not sent before this time (e.g. a notification mail waits to see whether it was read). */
  sendAfter?: Date;
}

/** Tells the workers of this process that a mail is due, so they need not wait for their next poll. */
export const mailQueued = new EventEmitter();
mailQueued.setMaxListeners(0);

/**
 * Queues a mail in the caller's transaction: it exists exactly when the change that causes it
 * commits, and a rolled-back change sends nothing. The worker renders and sends it (mail-worker.ts).
 */
export async function queueMail<K extends MailKind>(db: Knex, input: QueueMailInput<K>): Promise<number> {
  const id = await insertMail(db, {
    kind: input.kind,
    to: input.to,
    userId: input.userId ?? null,
    data: input.data as Record<string, unknown>,
    sendAfter: input.sendAfter ?? null,
  });
  afterCommit(db, async () => {
    mailQueued.emit('queued');
  });
  return id;
}
