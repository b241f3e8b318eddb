import { toCents } from '../../../contract/common';
import { MAX_OPEN_RESERVATIONS } from '../../../contract/constants';
import type { Order, OrderInput } from '../../../contract/order';
import type { Actor } from '../../auth/permissions';
import { ConflictError, ForbiddenError, NotFoundError, PriceChangedError } from '../../errors';
import { expireOverdue } from '../checkout/expiry';
import * as repo from './orders.repo';
import { mayReserve } from './reservation-rules';
import type { ServiceDeps } from '../../deps';

const UNAVAILABLE = 'ORIGINAL_UNAVAILABLE';
const RESERVATION_LIMIT = 'RESERVATION_LIMIT';
const ACCOUNT_TOO_NEW = 'ACCOUNT_TOO_NEW';

/**
 * Orders an artwork's original: records a `pending` order and reserves the original for
 * `reservationMinutes` so nobody else can order it meanwhile (the stock row is locked; a partial
 * unique index on orders backs it up). Unpaid reservations past their time are released first.
 * No hoarding: one account holds at most MAX_OPEN_RESERVATIONS at once and one client address
 * `reservationsPerAddress`, counted under a lock of both (lockReserver), so parallel orders cannot
 * all pass the count; a new account reserves only once `mayReserve`. The amount must be the
 * original's current price. Payment is not part of this.
 */
export async function placeOrder(
  { db, config: rules }: ServiceDeps,
  actor: Actor,
  input: OrderInput,
  address: string,
): Promise<Order> {
  const reserver = await repo.lockReserver(db, actor.id, address);
  if (!reserver) throw new NotFoundError('Account');
  await expireOverdue(db);
  const artwork = await repo.findArtworkForSale(db, input.artworkId);
  if (!artwork || !artwork.onSale) throw new NotFoundError('Artwork');
  if (actor.artistId === artwork.artistId) throw new ForbiddenError('You cannot buy your own artwork');

  const original = await repo.lockOriginal(db, artwork.id);
  if (!original) throw new ConflictError('The original of this artwork is not for sale', UNAVAILABLE);
  if (!original.isAvailable)
    throw new ConflictError('The original of this artwork is no longer available', UNAVAILABLE);
  if (toCents(input.amount) !== original.priceCents)
    throw new PriceChangedError('amount', original.priceCents);

  // Last, so a wrong price or a sold original gets its own answer first.
  if (!mayReserve(reserver, rules)) {
    throw new ConflictError(
      `New accounts can reserve originals once their e-mail address is confirmed, or ${rules.newAccountReserveAfterMinutes} minutes after they are created. Please try again shortly.`,
      ACCOUNT_TOO_NEW,
    );
  }
  if ((await repo.countOpenReservations(db, { userId: actor.id })) >= MAX_OPEN_RESERVATIONS) {
    throw new ConflictError(
      `You can reserve at most ${MAX_OPEN_RESERVATIONS} originals at once. Complete or cancel a reservation first.`,
      RESERVATION_LIMIT,
    );
  }
  if ((await repo.countOpenReservations(db, { address })) >= rules.reservationsPerAddress) {
    throw new ConflictError(
      `At most ${rules.reservationsPerAddress} originals can be reserved at once from your network. Complete or cancel a reservation first.`,
      RESERVATION_LIMIT,
    );
  }
  await repo.reserveStock(db, original.id);
  return repo.insertOrder(db, {
    userId: actor.id,
    artworkId: artwork.id,
    stockItemId: original.id,
    amountCents: original.priceCents,
    expiresAt: new Date(Date.now() + rules.reservationMinutes * 60_000),
    reservedFrom: address,
  });
}
