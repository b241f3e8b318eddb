import type { Knex } from 'knex';
import { pruneIdempotencyKeys } from '../middleware/transaction';
import { pruneRateLimits } from '../middleware/rate-limit';
import type { Logger } from './logger';
import { expireOverdue } from '../modules/checkout/expiry';
import { pruneTombstones } from '../modules/sync/sync.repo';
import { pruneMail } from '../modules/mail/mail.repo';

/**
 * Deletes expired sessions, idempotency records past their retention, spent rate-limit counters and
 * sync tombstones older than SYNC_TOMBSTONE_DAYS (a cursor from before them then answers 410), and
 * mail that left the outbox more than 30 days ago.
 */
export async function housekeeping(
  knex: Knex,
): Promise<{
  sessions: number;
  idempotencyKeys: number;
  rateLimits: number;
  syncTombstones: number;
  mail: number;
}> {
  const sessions = await knex('sessions').where('expires_at', '<', knex.fn.now()).del();
  return {
    sessions,
    idempotencyKeys: await pruneIdempotencyKeys(knex),
    rateLimits: await pruneRateLimits(knex),
    syncTombstones: await pruneTombstones(knex),
    mail: await pruneMail(knex),
  };
}

/** Runs housekeeping every hour; safe with several instances (the deletes are idempotent). */
export function scheduleHousekeeping(knex: Knex, logger: Logger, everyMs = 60 * 60 * 1000): () => void {
  const run = () =>
    housekeeping(knex)
      .then((removed) => logger.debug(removed, 'housekeeping'))
      .catch((err: unknown) => logger.warn({ err }, 'housekeeping failed'));
  const timer = setInterval(run, everyMs);
  timer.unref();
  // Reservations are minutes long: their release runs every minute, not with the hourly sweep.
  const release = () =>
    knex
      .transaction((trx) => expireOverdue(trx))
      .then((released) => released > 0 && logger.info({ released }, 'released expired reservations'))
      .catch((err: unknown) => logger.warn({ err }, 'releasing reservations failed'));
  const reservations = setInterval(release, 60_000);
  reservations.unref();
  return () => {
    clearInterval(timer);
    clearInterval(reservations);
  };
}
