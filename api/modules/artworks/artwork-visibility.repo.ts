import type { Knex } from 'knex';
import type { ApprovalStatus } from '../../../contract/enums';
import type { CatalogueScope } from '../../auth/permissions';
import { asIs, type Bind } from '../../lib/shaped-query';
import { wherePublicArtwork } from '../../visibility/public-visibility';

/**
 * Who sees which artwork, as SQL over `artworks as aw` joined to `artists as a`.
 *
 * Public: the rule of api/visibility/public-visibility.ts (approved artworks of an approved, live
 * artist). Everything else is visible only to its own artist and to admins
 * (permissions.canSeeUnapproved).
 */
export function wherePublic(qb: Knex.QueryBuilder): Knex.QueryBuilder {
  return wherePublicArtwork(qb, 'aw', 'a');
}

/** `bind`: the artist's own id named `own` (a shaped read, api/lib/shaped-query.ts). */
export function whereVisible(
  qb: Knex.QueryBuilder,
  scope: CatalogueScope,
  bind: Bind = asIs,
): Knex.QueryBuilder {
  if (scope.all) return qb;
  const own = scope.ownArtistId;
  return qb.where((visible) => {
    visible.where((pub) => wherePublic(pub));
    if (own !== null) visible.orWhere('aw.artist_id', bind('own', own) as number);
  });
}

/** What a shaped read's key says of a scope (the rest, the artist's own id, is its value `own`). */
export const scopeShape = (scope: CatalogueScope): string =>
  scope.all ? 'all' : scope.ownArtistId === null ? 'public' : 'own';

/** Live artworks joined to their artist, before any visibility rule. */
export function liveArtworks(db: Knex): Knex.QueryBuilder {
  return db('artworks as aw').join('artists as a', 'a.id', 'aw.artist_id').whereNull('aw.deleted_at');
}

/** Ids of the artworks the viewer may see (a subquery for images and stock). */
export function visibleArtworkIds(db: Knex, scope: CatalogueScope): Knex.QueryBuilder {
  return liveArtworks(db).modify(whereVisible, scope).select('aw.id');
}

export interface ArtworkAccess {
  id: number;
  artistId: number;
  approvalStatus: ApprovalStatus;
}

/** The facts permission checks need, or null when the artwork is missing or hidden from the viewer. */
export async function findArtworkAccess(
  db: Knex,
  scope: CatalogueScope,
  id: number,
): Promise<ArtworkAccess | null> {
  const row = await liveArtworks(db)
    .modify(whereVisible, scope)
    .where('aw.id', id)
    .first<{ id: number; artist_id: number; approval_status: ApprovalStatus } | undefined>(
      'aw.id',
      'aw.artist_id',
      'aw.approval_status',
    );
  return row ? { id: row.id, artistId: row.artist_id, approvalStatus: row.approval_status } : null;
}

/** Takes the artwork's row lock, so concurrent changes are checked against a settled state. */
export async function lockArtwork(db: Knex, id: number): Promise<void> {
  await db('artworks').where({ id }).forUpdate().first('id');
}

/**
 * Locks the artwork row and bumps its version (the sync trigger), because the artwork's JSON embeds
 * its images: a client caching artworks must see an image change as a change of the artwork.
 */
export async function touchArtwork(db: Knex, id: number): Promise<void> {
  await db('artworks').where({ id }).update({ updated_at: db.fn.now() });
}
