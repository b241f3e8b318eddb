import type { Knex } from 'knex';
import { DEFAULT_PROPOSAL_EXPIRY_DAYS } from '../../contract/commission-machine';
import { sweepOrphanImages } from '../images/orphan-sweep';
import { pruneRateLimits } from '../middleware/rate-limit';
import { pruneIdempotencyKeys } from '../middleware/transaction';
import { pruneExpiredSessions } from '../modules/auth/sessions.service';
import { inTransaction, type DbDeps } from '../deps';
import { deliverUnconfirmed } from '../modules/checkout/order-problems';
import { expireProposals } from '../modules/commission-requests/proposals.service';
import { pruneOldMail } from '../modules/mail/outbox.service';
import { queueDailyDigests } from '../modules/notifications/digest';
import { forgetReservationAddresses } from '../modules/orders/reservations.service';
import { pruneOldTombstones } from '../modules/sync/sync-retention.service';
import type { Logger } from '../lib/logger';
import type { Storage } from '../storage/storage';
import { every, type Job } from './every';

/**
 * The hourly sweep; each line is one module's service. Deletes expired sessions, idempotency
 * records past their retention, spent rate-limit counters, sync tombstones older than
 * SYNC_TOMBSTONE_DAYS (a cursor from before them then answers 410), mail that left the outbox more
 * than 30 days ago, the client addresses of orders that no longer hold an original, commission
 * proposals left unanswered past their expiry (issue 26), marks delivered the orders shipped 14
 * days ago that nobody confirmed and, given the storage, image files no row references (what
 * interrupted uploads left behind); given the digest hour, it also queues the day's notification
 * digests once that hour has come (api/modules/notifications/digest.ts).
 */
export async function housekeeping(
  knex: Knex,
  {
    storage,
    digestHour,
    proposalExpiryDays = DEFAULT_PROPOSAL_EXPIRY_DAYS,
  }: { storage?: Storage; digestHour?: number; proposalExpiryDays?: number } = {},
): Promise<{
  sessions: number;
  idempotencyKeys: number;
  rateLimits: number;
  syncTombstones: number;
  mail: number;
  reservationAddresses: number;
  expiredProposals: number;
  deliveredUnconfirmed: number;
  orphanFiles: number;
  digests: number;
}> {
  const deps: DbDeps = { db: knex };
  return {
    sessions: await pruneExpiredSessions(deps),
    idempotencyKeys: await pruneIdempotencyKeys(knex),
    rateLimits: await pruneRateLimits(knex),
    syncTombstones: await pruneOldTombstones(deps),
    mail: await pruneOldMail(deps),
    reservationAddresses: await forgetReservationAddresses(deps),
    expiredProposals: await expireProposals(deps, proposalExpiryDays),
    deliveredUnconfirmed: await knex.transaction((trx) => deliverUnconfirmed(inTransaction(deps, trx))),
    orphanFiles: storage ? await sweepOrphanImages(knex, storage) : 0,
    digests: digestHour === undefined ? 0 : await queueDailyDigests(knex, { hour: digestHour }),
  };
}

/**
 * Runs housekeeping once at start and then every hour; safe with several instances (the deletes
 * are idempotent). stop() ends the timer and resolves once the run under way has ended, so a
 * shutdown closes the pool under none of them.
 */
export function startHousekeeping(
  knex: Knex,
  logger: Logger,
  options: { storage?: Storage; digestHour?: number; proposalExpiryDays?: number; everyMs?: number } = {},
): Job {
  const { everyMs = 60 * 60 * 1000, ...sweep } = options;
  return every(everyMs, logger, 'housekeeping failed', async () => {
    const removed = await housekeeping(knex, sweep);
    logger[removed.orphanFiles > 0 ? 'info' : 'debug'](removed, 'housekeeping');
  });
}
