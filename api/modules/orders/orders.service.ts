import type { Knex } from 'knex';
import { toCents } from '../../../contract/common';
import type { Order, OrderInput } from '../../../contract/order';
import type { Actor } from '../../auth/permissions';
import { ConflictError, ForbiddenError, NotFoundError, PriceChangedError } from '../../errors';
import * as repo from './orders.repo';

const UNAVAILABLE = 'ORIGINAL_UNAVAILABLE';

/**
 * Orders an artwork's original: records a `pending` order and reserves the original so nobody
 * can order it again (the stock row is locked meanwhile; a partial unique index on orders backs
 * it up). The amount must be the original's current price. Payment is not part of this.
 */
export async function placeOrder(db: Knex, actor: Actor, input: OrderInput): Promise<Order> {
  const artwork = await repo.findArtworkForSale(db, input.artworkId);
  if (!artwork || !artwork.onSale) throw new NotFoundError('Artwork');
  if (actor.artistId === artwork.artistId) throw new ForbiddenError('You cannot buy your own artwork');

  const original = await repo.lockOriginal(db, artwork.id);
  if (!original) throw new ConflictError('The original of this artwork is not for sale', UNAVAILABLE);
  if (!original.isAvailable)
    throw new ConflictError('The original of this artwork is no longer available', UNAVAILABLE);
  if (toCents(input.amount) !== original.priceCents)
    throw new PriceChangedError('amount', original.priceCents);

  await repo.reserveStock(db, original.id);
  return repo.insertOrder(db, {
    userId: actor.id,
    artworkId: artwork.id,
    stockItemId: original.id,
    amountCents: original.priceCents,
  });
}
