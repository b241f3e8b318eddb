import { toCents } from '../../../contract/common';
import type { Cart, StockPrintCartInput } from '../../../contract/checkout';
import { PRINT_QUANTITY } from '../../../contract/constants';
import type { Actor } from '../../auth/permissions';
import { ConflictError, ForbiddenError, NotFoundError, PriceChangedError } from '../../errors';
import { lockAccountForReserving } from '../orders/reservations.service';
import { readCart } from './cart.service';
import type { ServiceDeps } from '../../deps';
import { expireStockLines, freeFor, liveStockLines, lockStockPrint, notEnough, tooMany } from './stock-lines';

/**
 * Adds one of the artist's own stock prints to the cart, reserved like an original for
 * `reservationMinutes` (the same new-account rule too): other buyers then see that many fewer.
 * The same print again adds to its line (one line per print, at most 5). The stock itself goes
 * down only when the order is placed (takeStock).
 */
export async function addStockPrint(
  deps: ServiceDeps,
  actor: Actor,
  input: StockPrintCartInput,
): Promise<Cart> {
  const { db, config: rules } = deps;
  const reserver = await lockAccountForReserving(deps, actor.id, rules);
  if (!reserver) throw new NotFoundError('Account');
  await expireStockLines(db);
  const stock = await lockStockPrint(db, input.stockItemId);
  if (!stock || !stock.onSale) throw new NotFoundError('Print');
  if (actor.artistId === stock.artist_id) throw new ForbiddenError('You cannot buy your own artwork');
  if (toCents(input.unitPrice) !== stock.priceCents)
    throw new PriceChangedError('unitPrice', stock.priceCents);
  if (!reserver.mayReserve) {
    throw new ConflictError(
      `New accounts can reserve prints once their e-mail address is confirmed, or ${rules.newAccountReserveAfterMinutes} minutes after they are created. Please try again shortly.`,
      'ACCOUNT_TOO_NEW',
    );
  }
  const line = await liveStockLines(db)
    .where({ user_id: actor.id, stock_item_id: stock.id })
    .forUpdate()
    .first<{ id: number; quantity: number } | undefined>('id', 'quantity');
  const inCart = line?.quantity ?? 0;
  const wanted = inCart + input.quantity;
  if (wanted > PRINT_QUANTITY.max) throw tooMany(inCart);
  const free = await freeFor(db, stock, actor.id);
  if (wanted > free) throw notEnough(free, inCart);
  const expiresAt = new Date(Date.now() + rules.reservationMinutes * 60_000);
  if (line) {
    await db('pod_orders')
      .where({ id: line.id })
      .update({
        quantity: wanted,
        total_cents: stock.priceCents * wanted,
        expires_at: expiresAt,
        updated_at: db.fn.now(),
      });
  } else {
    await db('pod_orders').insert({
      user_id: actor.id,
      artwork_id: stock.artwork_id,
      stock_item_id: stock.id,
      quantity: wanted,
      unit_price_cents: stock.priceCents,
      total_cents: stock.priceCents * wanted,
      status: 'pending',
      expires_at: expiresAt,
    });
  }
  return readCart(deps, actor);
}
