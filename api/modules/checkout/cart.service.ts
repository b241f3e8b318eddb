import { toCents } from '../../../contract/common';
import type { Cart } from '../../../contract/checkout';
import type { Actor } from '../../auth/permissions';
import { NotFoundError } from '../../errors';
import { readTogether } from '../../lib/sql';
import { lockCartOriginal, lockCartPrint, readCartItems, readHeldOriginals } from './cart.repo';
import { cartVersion } from './cart-version';
import { checkStockQuantity } from './stock-lines';
import type { DbDeps, ServiceDeps } from '../../deps';

// The buyer's cart: what it holds (with the originals the buyer holds elsewhere), and its changes.

export async function readCart({ db, storage }: ServiceDeps, actor: Actor): Promise<Cart> {
  const [items, held] = await readTogether(db, [
    () => readCartItems(db, storage, actor.id),
    () => readHeldOriginals(db, actor.id),
  ]);
  const cents = items.reduce((sum, item) => sum + toCents(item.lineTotal), 0);
  const version = cartVersion(items.map((i) => ({ kind: i.kind, id: i.id, cents: toCents(i.lineTotal) })));
  return { items, itemsTotal: cents / 100, held, version };
}

export async function updateCartPrint(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  quantity: number,
): Promise<Cart> {
  const { db } = deps;
  const row = await lockCartPrint(db, actor.id, id);
  if (!row) throw new NotFoundError('Cart item');
  if (row.stock_item_id !== null) await checkStockQuantity(db, row.stock_item_id, actor.id, quantity);
  await db('pod_orders')
    .where({ id })
    .update({ quantity, total_cents: Number(row.unit_price_cents) * quantity, updated_at: db.fn.now() });
  return readCart(deps, actor);
}

export async function removeCartPrint({ db }: DbDeps, actor: Actor, id: number): Promise<void> {
  const row = await lockCartPrint(db, actor.id, id);
  if (!row) throw new NotFoundError('Cart item');
  await db('pod_orders').where({ id }).update({ status: 'cancelled', updated_at: db.fn.now() });
}

/** Removing an original from the cart ends its reservation at once: it is for sale again. */
export async function removeCartOriginal({ db }: DbDeps, actor: Actor, id: number): Promise<void> {
  const row = await lockCartOriginal(db, actor.id, id);
  if (!row) throw new NotFoundError('Cart item');
  await db('orders').where({ id }).update({ status: 'cancelled', expires_at: null, updated_at: db.fn.now() });
  await db('stock_items').where({ id: row.stock_item_id }).update({ is_available: true });
}
