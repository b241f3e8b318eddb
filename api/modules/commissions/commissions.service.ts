import type {
  Commission,
  CommissionInput,
  CommissionListQuery,
  CommissionPatch,
} from '../../../contract/commission';
import { toCents } from '../../../contract/common';
import { canManageArtist, isAdmin, requireArtistOwner, type Actor } from '../../auth/permissions';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { StoredImage } from '../../images/store-image';
import { deleteStoredImagesAfterCommit } from '../../images/image-urls';
import type { ServiceDeps, DbDeps } from '../../deps';
import type { Page } from '../../lib/keyset';
import * as repo from './commissions.repo';

/** Stores the request's image, if it has one; called only once the actor may write. */
export type Upload = () => Promise<StoredImage | undefined>;

const WHAT = 'Commission';

/**
 * The public sees entries of approved artists only; an artist listing its own entries
 * (`artistId`), or an admin, also sees them while the profile awaits approval.
 */
export async function listCommissions(
  deps: ServiceDeps,
  actor: Actor | null,
  query: CommissionListQuery,
): Promise<Page<Commission>> {
  const manages = query.artistId !== undefined && canManageArtist(actor, query.artistId);
  return repo.listCommissions(deps.db, deps.storage, {
    approvedArtistsOnly: !manages,
    showcase: query.showcase === undefined ? undefined : query.showcase === 'true',
    artistId: query.artistId,
    search: query.search || undefined,
    medium: query.medium || undefined,
    sort: query.sort,
    limit: query.limit,
    cursor: query.cursor,
    offset: query.offset,
  });
}

export async function getCommission(deps: ServiceDeps, actor: Actor | null, id: number): Promise<Commission> {
  const record = await repo.findCommission(deps.db, deps.storage, id);
  if (!record || (!record.artistApproved && !canManageArtist(actor, record.commission.artistId))) {
    throw new NotFoundError(WHAT);
  }
  return record.commission;
}

/**
 * The showcase commissions among `ids` as GET /api/commissions/:id answers them to the public
 * (delta sync); others are left out.
 */
export function publicShowcaseCommissionsByIds(deps: ServiceDeps, ids: number[]): Promise<Commission[]> {
  return repo.findPublicShowcaseCommissions(deps.db, deps.storage, ids);
}

export async function createCommission(
  deps: ServiceDeps,
  actor: Actor,
  input: CommissionInput,
  upload: Upload,
): Promise<Commission> {
  const artistId = await ownerFor(deps, actor, input.artistId);
  const image = await upload();
  const id = await repo.insertCommission(deps.db, artistId, fieldsOf(input), image);
  return (await repo.findCommission(deps.db, deps.storage, id))!.commission;
}

export async function updateCommission(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  patch: CommissionPatch,
  upload: Upload,
): Promise<Commission> {
  const record = await commissionForWrite(deps, actor, id);
  const image = await upload();
  await repo.updateCommission(deps.db, id, fieldsOf(patch), image);
  // The new image replaces the old one; nothing else points at the old renditions.
  if (image)
    deleteStoredImagesAfterCommit(deps.db, deps.storage, [{ key: record.imageKey, sizes: record.sizes }]);
  return (await repo.findCommission(deps.db, deps.storage, id))!.commission;
}

/** The showcase commission a write targets: 404 when missing, 403 when not the actor's. */
export async function commissionForWrite(deps: ServiceDeps, actor: Actor, id: number) {
  const record = await repo.findCommission(deps.db, deps.storage, id);
  if (!record) throw new NotFoundError(WHAT);
  requireArtistOwner(actor, record.commission.artistId);
  return record;
}

export async function deleteCommission(deps: ServiceDeps, actor: Actor, id: number): Promise<void> {
  const record = await repo.findCommission(deps.db, deps.storage, id);
  if (!record) throw new NotFoundError(WHAT);
  requireArtistOwner(actor, record.commission.artistId);
  await repo.softDeleteCommission(deps.db, id);
  deleteStoredImagesAfterCommit(deps.db, deps.storage, [{ key: record.imageKey, sizes: record.sizes }]);
}

/**
 * An artist writes to its own profile; an admin names the artist (or uses its own profile). Also
 * asked before the picture is processed.
 */
export async function ownerFor({ db }: DbDeps, actor: Actor, artistId: number | undefined): Promise<number> {
  if (artistId === undefined) {
    if (actor.artistId !== null) return actor.artistId;
    if (isAdmin(actor)) throw new ValidationError({ artistId: 'Artist is required' }, 'Artist is required');
    throw new ForbiddenError('Only artists can add showcase commissions');
  }
  requireArtistOwner(actor, artistId);
  if (!(await repo.artistExists(db, artistId))) throw new NotFoundError('Artist');
  return artistId;
}

function blankToNull(value: string | null | undefined): string | null | undefined {
  return value === '' ? null : value;
}

function fieldsOf(input: CommissionPatch): repo.CommissionFields {
  return {
    title: input.title,
    description: blankToNull(input.description),
    medium: blankToNull(input.medium),
    dimensions: blankToNull(input.dimensions),
    completionTime: blankToNull(input.completionTime),
    priceCents: input.price === undefined || input.price === null ? input.price : toCents(input.price),
    isShowcase: input.isShowcase,
  };
}
