import { toCents } from '../../../contract/common';
import type { PodOrder, PodOrderInput } from '../../../contract/pod';
import type { Actor } from '../../auth/permissions';
import { PRINT_QUANTITY } from '../../../contract/constants';
import { ConflictError, NotFoundError, PriceChangedError, ValidationError } from '../../errors';
import { findCartLine, findOfferedVariant, insertPodOrder, updatePodOrderQuantity } from './pod-orders.repo';
import { findArtworkForSale } from './pod-products.repo';
import type { DbDeps } from '../../deps';

/**
 * Orders prints of an artwork. The variant must be offered for that artwork, which must be on
 * sale; the unit price is the server's (the client's figure must match it) and so is the total.
 */
export async function placePodOrder({ db }: DbDeps, actor: Actor, input: PodOrderInput): Promise<PodOrder> {
  const artwork = await findArtworkForSale(db, input.artworkId);
  if (!artwork || !artwork.onSale) throw new NotFoundError('Artwork');
  const offer = await findOfferedVariant(db, artwork.id, input.variantId);
  if (!offer) {
    const message = 'This print is not offered for this artwork';
    throw new ValidationError({ variantId: message }, message);
  }
  const unitPriceCents = toCents(offer.variant.retail_price);
  if (toCents(input.unitPrice) !== unitPriceCents) throw new PriceChangedError('unitPrice', unitPriceCents);
  // The same product and size again is one cart line with its quantity (at most 5).
  await db('users').where({ id: actor.id }).forNoKeyUpdate().first('id');
  const line = await findCartLine(db, actor.id, offer.podProductId, input.variantId);
  if (line) {
    const quantity = line.quantity + input.quantity;
    if (quantity > PRINT_QUANTITY.max) {
      throw new ConflictError(
        `You can have at most ${PRINT_QUANTITY.max} of one print in your cart (you have ${line.quantity})`,
        'PRINT_QUANTITY_LIMIT',
      );
    }
    return updatePodOrderQuantity(db, line.id, quantity, unitPriceCents);
  }
  return insertPodOrder(db, {
    userId: actor.id,
    artworkId: artwork.id,
    podProductId: offer.podProductId,
    variantId: input.variantId,
    quantity: input.quantity,
    unitPriceCents,
    totalCents: unitPriceCents * input.quantity,
  });
}
