import type {
  CommissionService,
  CommissionServiceInput,
  CommissionServiceListQuery,
  CommissionServicePatch,
} from '../../../contract/commission-service';
import { canManageArtist, type Actor } from '../../auth/permissions';
import type { DbDeps, ServiceDeps } from '../../deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import * as repo from './commission-services.repo';

const WHAT = 'Commission service';

/**
 * The public sees services of approved artists only. `?artistId=` of an artist awaiting approval is
 * a 404 for anyone but that artist and admins, exactly like a missing artist.
 */
export async function listServices(
  deps: ServiceDeps,
  actor: Actor | null,
  query: CommissionServiceListQuery,
): Promise<CommissionService[]> {
  const manages = query.artistId !== undefined && canManageArtist(actor, query.artistId);
  const services = await repo.listServices(deps.db, deps.storage, {
    artistId: query.artistId,
    status: query.status,
    anyApproval: manages,
  });
  if (query.artistId !== undefined && services.length === 0 && !manages) {
    if (!(await repo.artistIsPublic(deps.db, query.artistId))) throw new NotFoundError('Artist');
  }
  return services;
}

/** A service the actor may see: its artist is approved, or the actor manages the artist. */
export async function getService(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
): Promise<CommissionService> {
  const record = await repo.findService(deps.db, deps.storage, id);
  if (!record || (!record.artistApproved && !canManageArtist(actor, record.service.artistId)))
    throw new NotFoundError(WHAT);
  return record.service;
}

export async function createService(
  deps: ServiceDeps,
  actor: Actor,
  input: CommissionServiceInput,
): Promise<CommissionService> {
  if (actor.artistId === null) throw new ForbiddenError('Only artists can offer commission services');
  await checkExamples(deps, actor.artistId, input.exampleImageIds);
  const id = await repo.insertService(deps.db, actor.artistId, input);
  return (await repo.findService(deps.db, deps.storage, id))!.service;
}

export async function updateService(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  patch: CommissionServicePatch,
): Promise<CommissionService> {
  const current = await serviceForWrite(deps, actor, id);
  const min = patch.priceMin ?? current.priceMin;
  const max = patch.priceMax ?? current.priceMax;
  if (min > max) {
    const message = 'The highest price cannot be below the lowest';
    throw new ValidationError({ priceMax: message }, message);
  }
  if (patch.exampleImageIds) await checkExamples(deps, current.artistId, patch.exampleImageIds);
  await repo.updateService(deps.db, id, patch);
  return (await repo.findService(deps.db, deps.storage, id))!.service;
}

export async function deleteService(deps: ServiceDeps, actor: Actor, id: number): Promise<void> {
  await serviceForWrite(deps, actor, id);
  await repo.deleteService(deps.db, id);
}

/** The service for a write by its artist or an admin; a visible one is 403 to others, a hidden one 404. */
async function serviceForWrite(deps: ServiceDeps, actor: Actor, id: number): Promise<CommissionService> {
  const service = await getService(deps, actor, id);
  if (!canManageArtist(actor, service.artistId))
    throw new ForbiddenError('Only the artist can change their commission services');
  return service;
}

/** Example images come from the artist's own portfolio. */
async function checkExamples(deps: ServiceDeps, artistId: number, ids: number[]): Promise<void> {
  const own = await repo.ownImageIds(deps.db, artistId, ids);
  if (ids.some((id) => !own.has(id))) {
    const message = 'Example images must be pictures of your own artworks';
    throw new ValidationError({ exampleImageIds: message }, message);
  }
}

// What a commission request asks of its service (api/modules/commission-requests).

export type { ServiceState } from './commission-services.repo';

/**
 * A service's status and slot counts, with its row locked until the transaction ends, so requests
 * against it (intake, acceptance) are counted one at a time; null when it is gone.
 */
export function lockServiceState({ db }: DbDeps, id: number): Promise<repo.ServiceState | null> {
  return repo.lockedServiceState(db, id);
}

/** The revisions a service includes (a proposal's default); undefined when it is gone. */
export function revisionsIncluded({ db }: DbDeps, id: number): Promise<number | undefined> {
  return repo.revisionsIncluded(db, id);
}
