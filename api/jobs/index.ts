import type { Knex } from 'knex';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import type { Storage } from '../storage/storage';
import { startHousekeeping } from './housekeeping';
import { startMailOutbox } from './mail-outbox';
import { startReservationExpiry } from './reservation-expiry';

/**
 * Every timer of an instance, started where the app is assembled (api/server.ts): the hourly
 * housekeeping (with the proposal expiry and the digests), the reservation expiry every minute and
 * the mail outbox. Each job calls module services; none is started by a module itself.
 */
export function startJobs(deps: {
  knex: Knex;
  storage: Storage;
  config: Config;
  logger: Logger;
  note?: Logger['info'];
}) {
  const { knex, storage, config, logger } = deps;
  const housekeeping = startHousekeeping(knex, logger, {
    storage,
    digestHour: config.mail.digestHour,
    proposalExpiryDays: config.proposalExpiryDays,
  });
  const reservations = startReservationExpiry(knex, logger);
  const mail = startMailOutbox(config, knex, logger, deps.note);
  return {
    /** The sweeps' timers stop at once; resolves when their runs under way have ended. */
    stopSweeps: async () => {
      await Promise.all([housekeeping.stop(), reservations.stop()]);
    },
    /** Stopped last, once the server has closed: it may still send what in-flight requests queued. */
    stopMail: () => mail.stop(),
  };
}
