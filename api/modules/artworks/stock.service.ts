import type { Knex } from 'knex';
import type { StockCreateInput, StockItem, StockPatch } from '../../../contract/artwork';
import { ErrorCodes } from '../../../contract/errors';
import { catalogueScope, requireArtistOwner, requireUser, type Actor } from '../../auth/permissions';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { findArtworkAccess } from './artwork-visibility.repo';
import { artworkForWrite } from './artworks.service';
import { findStock, hasOtherOriginal, insertStock, listVisibleStock, updateStock } from './stock.repo';
import type { DbDeps } from '../../deps';

/** Stock is visible exactly like its artwork; a hidden artwork is 404. */
export async function listStock(
  { db }: DbDeps,
  actor: Actor | null,
  artworkId?: number,
): Promise<StockItem[]> {
  const scope = catalogueScope(actor);
  if (artworkId !== undefined && !(await findArtworkAccess(db, scope, artworkId)))
    throw new NotFoundError('Artwork');
  return listVisibleStock(db, scope, artworkId);
}

/** An original is one of a kind: one per artwork, quantity 0 (sold) or 1. */
async function checkOriginal(
  db: Knex,
  artworkId: number,
  item: { type: string; quantity: number },
  stockId?: number,
) {
  if (item.type !== 'original') return;
  if (item.quantity > 1)
    throw new ValidationError({ quantity: 'An original is one of a kind: quantity 0 or 1' });
  if (await hasOtherOriginal(db, artworkId, stockId)) {
    throw new ConflictError('This artwork already has its original in stock', ErrorCodes.DUPLICATE);
  }
}

/** The artist (or an admin) offers the original or a print of an artwork they manage. */
export async function createStock(
  { db }: DbDeps,
  actor: Actor | null,
  input: StockCreateInput,
): Promise<StockItem> {
  requireUser(actor);
  const access = await findArtworkAccess(db, catalogueScope(actor), input.artworkId);
  // A hidden artwork is as missing as one that does not exist: 404 for both.
  if (!access) throw new NotFoundError('Artwork');
  requireArtistOwner(actor, access.artistId);
  await checkOriginal(db, input.artworkId, input);
  return insertStock(db, input.artworkId, {
    type: input.type,
    price: input.price,
    quantity: input.quantity,
    dimensions: input.dimensions || null,
    isAvailable: input.isAvailable ?? true,
  });
}

export async function patchStock(
  { db }: DbDeps,
  actor: Actor | null,
  id: number,
  patch: StockPatch,
): Promise<StockItem> {
  requireUser(actor);
  const current = await findStock(db, id);
  if (!current) throw new NotFoundError('Stock item');
  await artworkForWrite({ db }, actor, current.artworkId).catch((err: unknown) => {
    // A stock item of a hidden artwork is as missing as the artwork.
    throw err instanceof NotFoundError ? new NotFoundError('Stock item') : err;
  });
  const next = { type: patch.type ?? current.type, quantity: patch.quantity ?? current.quantity };
  await checkOriginal(db, current.artworkId, next, id);
  return updateStock(db, id, { ...patch, dimensions: patch.dimensions === '' ? null : patch.dimensions });
}
