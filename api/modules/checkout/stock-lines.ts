import type { Knex } from 'knex';
import { PRINT_QUANTITY } from '../../../contract/constants';
import { ConflictError, NotFoundError } from '../../errors';
import { publicArtworkSql } from '../../visibility/public-visibility';

/** Not enough of an in-stock print left for what was asked (409; `available` says how many). */
export const PRINT_SOLD_OUT = 'PRINT_SOLD_OUT';
/** More than PRINT_QUANTITY.max of one print in the cart (409). */
export const PRINT_QUANTITY_LIMIT = 'PRINT_QUANTITY_LIMIT';

/** A cart line still holding its stock print: pending, not checked out, its time not run out. */
export function liveStockLines(db: Knex) {
  return db('pod_orders')
    .whereNotNull('stock_item_id')
    .where({ status: 'pending' })
    .whereNull('purchase_id')
    .where('expires_at', '>', db.fn.now());
}

/**
 * How many of a stock print are free for `userId`: the stock, less what other carts hold right
 * now. Call it with the stock row locked (lockStockPrint) so two carts cannot both take the last.
 */
export async function freeFor(
  db: Knex,
  stock: { id: number; quantity: number; isAvailable: boolean },
  userId: number,
) {
  if (!stock.isAvailable) return 0;
  const [row] = await liveStockLines(db)
    .where({ stock_item_id: stock.id })
    .whereNot({ user_id: userId })
    .sum<{ held: string | null }[]>({ held: 'quantity' });
  return Math.max(0, stock.quantity - Number(row?.held ?? 0));
}

/**
 * A live stock print of an artwork on sale, locked until the transaction ends: a concurrent add
 * of the same print waits here, then counts what this one took.
 */
export async function lockStockPrint(db: Knex, id: number) {
  const row = await db('stock_items as s')
    .join('artworks as w', 'w.id', 's.artwork_id')
    .join('artists as a', 'a.id', 'w.artist_id')
    .where({ 's.id': id, 's.type': 'print' })
    .whereNull('s.deleted_at')
    .whereNull('w.deleted_at')
    .whereNull('a.deleted_at')
    .forUpdate('s')
    .first<
      | {
          id: number;
          artwork_id: number;
          artist_id: number;
          price_cents: string | number;
          quantity: number;
          is_available: boolean;
          on_sale: boolean;
        }
      | undefined
    >(
      's.id',
      's.artwork_id',
      'w.artist_id',
      's.price_cents',
      's.quantity',
      's.is_available',
      db.raw(`${publicArtworkSql('w', 'a')} AS on_sale`),
    );
  return row
    ? { ...row, priceCents: Number(row.price_cents), isAvailable: row.is_available, onSale: row.on_sale }
    : null;
}

export function notEnough(available: number, inCart: number): ConflictError {
  const message =
    available <= 0
      ? 'This print is sold out'
      : `Only ${available} of this print ${available === 1 ? 'is' : 'are'} left${inCart ? ` (you have ${inCart} in your cart)` : ''}`;
  return new ConflictError(message, PRINT_SOLD_OUT, { available });
}

export function tooMany(inCart: number): ConflictError {
  return new ConflictError(
    `You can have at most ${PRINT_QUANTITY.max} of one print in your cart${inCart ? ` (you have ${inCart})` : ''}`,
    PRINT_QUANTITY_LIMIT,
  );
}

/** A new quantity for a stock print line in the cart: never more than is free for this buyer. */
export async function checkStockQuantity(db: Knex, stockItemId: number, userId: number, quantity: number) {
  const stock = await lockStockPrint(db, stockItemId);
  if (!stock) throw new NotFoundError('Cart item');
  const free = await freeFor(db, stock, userId);
  if (quantity > free) throw notEnough(free, 0);
}

/**
 * Placing the order takes the stock: one conditional update per print (`quantity >= n`), so the
 * stock never goes below zero whatever else runs at the same time (409 PRINT_SOLD_OUT otherwise).
 */
export async function takeStock(db: Knex, lines: Array<{ stockItemId: number | null; quantity: number }>) {
  for (const line of lines) {
    if (line.stockItemId === null) continue;
    const taken = await db('stock_items')
      .where({ id: line.stockItemId })
      .where('quantity', '>=', line.quantity)
      .update({ quantity: db.raw('quantity - ?', [line.quantity]) });
    if (taken === 0) {
      const row = await db('stock_items')
        .where({ id: line.stockItemId })
        .first<{ quantity: number }>('quantity');
      throw notEnough(row?.quantity ?? 0, 0);
    }
  }
}

/** An order that expired or was cancelled gives its stock prints back. */
export async function restoreStock(
  db: Knex,
  lines: Array<{ stock_item_id: number | null; quantity: number }>,
) {
  for (const line of lines) {
    if (line.stock_item_id === null) continue;
    await db('stock_items')
      .where({ id: line.stock_item_id })
      .update({ quantity: db.raw('quantity + ?', [line.quantity]) });
  }
}

/** Stock print lines whose reservation ran out in the cart: expired (the stock was never taken). */
export async function expireStockLines(db: Knex): Promise<number> {
  return db('pod_orders')
    .whereNotNull('stock_item_id')
    .where({ status: 'pending' })
    .whereNull('purchase_id')
    .where('expires_at', '<=', db.fn.now())
    .update({ status: 'expired', updated_at: db.fn.now() });
}
