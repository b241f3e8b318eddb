import type { Knex } from 'knex';
import type { CommissionRequest } from '../../../contract/commission-request';
import { serviceIntake } from '../../../contract/commission-service';
import type { CommissionRequestStatus } from '../../../contract/enums';
import { ErrorCodes } from '../../../contract/errors';
import { ConflictError, NotFoundError } from '../../errors';
import * as services from '../commission-services/commission-services.service';

/**
 * A request that starts from a service (issue 26): a Closed service refuses it (409, in words); a
 * Waitlist service, or an Open one with every slot taken, puts it on the waitlist. The service row
 * is locked so slots are counted one request at a time. Null for a free-form request.
 */
export async function intakeFor(
  db: Knex,
  artistId: number,
  serviceId: number | null | undefined,
): Promise<{ waitlisted: boolean } | null> {
  if (serviceId === undefined || serviceId === null) return null;
  const service = await services.lockServiceState({ db }, serviceId);
  if (!service || service.artistId !== artistId) throw new NotFoundError('Commission service');
  const intake = serviceIntake(service);
  if (intake === 'refused') {
    throw new ConflictError(
      `${service.artistName} has closed "${service.title}" to new requests. You can send a free-form request instead, or follow the artist to hear when it opens again.`,
      ErrorCodes.SERVICE_CLOSED,
      { service },
    );
  }
  return { waitlisted: intake === 'waitlist' };
}

/**
 * Accepting a request of a service takes one of its slots: refused (409) when every slot is
 * already taken, so slots never over-fill even when two acceptances race.
 */
export async function takeSlot(
  db: Knex,
  request: CommissionRequest,
  to: CommissionRequestStatus,
): Promise<void> {
  if (to !== 'accepted' || !request.serviceId) return;
  const service = await services.lockServiceState({ db }, request.serviceId);
  if (!service || service.slots === null || service.slotsTaken < service.slots) return;
  throw new ConflictError(
    `All ${service.slots} slot${service.slots === 1 ? '' : 's'} of "${service.title}" are taken. Finish a commission or offer more slots before accepting another request.`,
    ErrorCodes.SERVICE_FULL,
    { current: request },
  );
}
