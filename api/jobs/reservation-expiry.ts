import type { Knex } from 'knex';
import type { Logger } from '../lib/logger';
import { expireOverdue } from '../modules/checkout/expiry';
import { every, type Job } from './every';

/**
 * Every minute (reservations are minutes long, not hours): orders unpaid past their payment
 * window expire and cart reservations past their time are released (checkout's expireOverdue).
 */
export function startReservationExpiry(knex: Knex, logger: Logger, everyMs = 60_000): Job {
  return every(everyMs, logger, 'releasing reservations failed', async () => {
    const released = await knex.transaction((trx) => expireOverdue(trx));
    if (released > 0) logger.info({ released }, 'released expired reservations');
  });
}
