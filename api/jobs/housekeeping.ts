import type { Knex } from 'knex';
import { sweepOrphanImages } from '../images/orphan-sweep';
import type { Storage } from '../storage/storage';
import { pruneIdempotencyKeys } from '../middleware/transaction';
import { pruneRateLimits } from '../middleware/rate-limit';
import type { Logger } from './logger';
import { expireOverdue } from '../modules/checkout/expiry';
import { pruneTombstones } from '../modules/sync/sync.repo';
import { pruneMail } from '../modules/mail/mail.repo';
import { forgetReservationAddresses } from '../modules/orders/orders.repo';
import { queueDailyDigests } from '../modules/notifications/digest';
import { expireProposals } from '../modules/commission-requests/proposals.service';
import { DEFAULT_PROPOSAL_EXPIRY_DAYS } from '../../contract/commission-machine';
import { deliverUnconfirmed } from '../modules/checkout/order-problems';

/**
 * Deletes expired sessions, idempotency records past their retention, spent rate-limit counters,
 * sync tombstones older than SYNC_TOMBSTONE_DAYS (a cursor from before them then answers 410), mail
 * that left the outbox more than 30 days ago, the client addresses of orders that no longer hold
 * an original, commission proposals left unanswered past their expiry (issue 26), marks delivered
 * the orders shipped 14 days ago that nobody confirmed and, given the storage, image files no row
 * references (what interrupted uploads left behind); given the digest hour, it also queues the
 * day's notification digests once that hour has come (api/modules/notifications/digest.ts).
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
  const sessions = await knex('sessions').where('expires_at', '<', knex.fn.now()).del();
  return {
    sessions,
    idempotencyKeys: await pruneIdempotencyKeys(knex),
    rateLimits: await pruneRateLimits(knex),
    syncTombstones: await pruneTombstones(knex),
    mail: await pruneMail(knex),
    reservationAddresses: await forgetReservationAddresses(knex),
    expiredProposals: await expireProposals(knex, proposalExpiryDays),
    deliveredUnconfirmed: await knex.transaction((trx) => deliverUnconfirmed(trx)),
    orphanFiles: storage ? await sweepOrphanImages(knex, storage) : 0,
    digests: digestHour === undefined ? 0 : await queueDailyDigests(knex, { hour: digestHour }),
  };
}

/**
 * Runs housekeeping once at start and then every hour; safe with several instances (the deletes
 * are idempotent). The function it answers stops the timers and resolves once the runs under way
 * have ended, so a shutdown closes the pool under none of them.
 */
export function scheduleHousekeeping(
  knex: Knex,
  logger: Logger,
  {
    storage,
    digestHour,
    proposalExpiryDays,
    everyMs = 60 * 60 * 1000,
  }: { storage?: Storage; digestHour?: number; proposalExpiryDays?: number; everyMs?: number } = {},
): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  const run = () =>
    track(
      housekeeping(knex, { storage, digestHour, proposalExpiryDays })
        .then((removed) => logger[removed.orphanFiles > 0 ? 'info' : 'debug'](removed, 'housekeeping'))
        .catch((err: unknown) => logger.warn({ err }, 'housekeeping failed')),
    );
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  // Reservations are minutes long: their release runs every minute, not with the hourly sweep.
  const release = () =>
    track(
      knex
        .transaction((trx) => expireOverdue(trx))
        .then((released) => released > 0 && logger.info({ released }, 'released expired reservations'))
        .catch((err: unknown) => logger.warn({ err }, 'releasing reservations failed')),
    );
  const reservations = setInterval(release, 60_000);
  reservations.unref();
  return async () => {
    clearInterval(timer);
    clearInterval(reservations);
    await Promise.allSettled([...running]);
  };
}
