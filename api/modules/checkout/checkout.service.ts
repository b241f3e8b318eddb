import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { toCents } from '../../../contract/common';
import { isCountryCode } from '../../../contract/countries';
import {
  COUNTRY_NOT_LISTED,
  type Cart,
  type CheckoutInputSchema,
  type Purchase,
  type SaleUpdateSchema,
  type ShopSettings,
} from '../../../contract/checkout';
import {
  canBuyerCancel,
  canSellerMove,
  orderTotalCents,
  PURCHASE_STATUS_LABELS,
} from '../../../contract/purchase-status';
import type { z } from 'zod';
import type { Actor } from '../../auth/permissions';
import type { Config } from '../../config';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { Storage } from '../../storage/storage';
import { issueInvoice } from '../invoices/issue-invoice';
import { notify } from '../notifications/notify';
import { findPaymentProvider, paymentProviders } from '../payments/payment-provider';
import * as repo from './checkout.repo';
import { expireOverdue } from './expiry';
import { checkStockQuantity, takeStock } from './stock-lines';
import { formatCents } from '../../../contract/money';

export interface ShopDeps {
  storage: Storage;
  config: Pick<Config, 'shippingFlatRateCents' | 'paymentWindowHours' | 'reservationMinutes'>;
}

export function shopSettings(config: ShopDeps['config']): ShopSettings {
  return {
    shippingFlatRate: config.shippingFlatRateCents / 100,
    reservationMinutes: config.reservationMinutes,
    paymentWindowHours: config.paymentWindowHours,
    paymentMethods: paymentProviders().map((p) => p.method),
  };
}

/** A cart's `version`: a digest of which items it holds at which amounts (not their order). */
export function cartVersion(
  entries: Array<{ kind: 'original' | 'print'; id: number; cents: number }>,
): string {
  const key = entries
    .map((e) => `${e.kind}:${e.id}:${e.cents}`)
    .sort()
    .join(',');
  return crypto.createHash('sha256').update(key).digest('base64url').slice(0, 22);
}

export async function readCart(db: Knex, deps: ShopDeps, actor: Actor): Promise<Cart> {
  const [items, held] = await Promise.all([
    repo.readCartItems(db, deps.storage, actor.id),
    repo.readHeldOriginals(db, actor.id),
  ]);
  const cents = items.reduce((sum, item) => sum + toCents(item.lineTotal), 0);
  const version = cartVersion(items.map((i) => ({ kind: i.kind, id: i.id, cents: toCents(i.lineTotal) })));
  return { items, itemsTotal: cents / 100, held, version };
}

export async function updateCartPrint(
  db: Knex,
  deps: ShopDeps,
  actor: Actor,
  id: number,
  quantity: number,
): Promise<Cart> {
  const row = await repo.lockCartPrint(db, actor.id, id);
  if (!row) throw new NotFoundError('Cart item');
  if (row.stock_item_id !== null) await checkStockQuantity(db, row.stock_item_id, actor.id, quantity);
  await db('pod_orders')
    .where({ id })
    .update({ quantity, total_cents: Number(row.unit_price_cents) * quantity, updated_at: db.fn.now() });
  return readCart(db, deps, actor);
}

export async function removeCartPrint(db: Knex, actor: Actor, id: number): Promise<void> {
  const row = await repo.lockCartPrint(db, actor.id, id);
  if (!row) throw new NotFoundError('Cart item');
  await db('pod_orders').where({ id }).update({ status: 'cancelled', updated_at: db.fn.now() });
}

/** Removing an original from the cart ends its reservation at once: it is for sale again. */
export async function removeCartOriginal(db: Knex, actor: Actor, id: number): Promise<void> {
  const row = await repo.lockCartOriginal(db, actor.id, id);
  if (!row) throw new NotFoundError('Cart item');
  await db('orders').where({ id }).update({ status: 'cancelled', expires_at: null, updated_at: db.fn.now() });
  await db('stock_items').where({ id: row.stock_item_id }).update({ is_available: true });
}

const titles = (items: Array<{ title: string }>) =>
  items.length === 1 ? `"${items[0]!.title}"` : `"${items[0]!.title}" and ${items.length - 1} more`;

/**
 * Places the cart: one order per artist (each ships its own parcel, so each carries the flat
 * shipping rate), awaiting payment for PAYMENT_WINDOW_HOURS; originals stay reserved until then.
 * The total the buyer saw must still be the cart's (a reservation that ran out meanwhile, or a
 * change in another tab, answers 409 CART_CHANGED). Tax is not charged here (a later step).
 */
export async function checkout(
  db: Knex,
  deps: ShopDeps,
  actor: Actor,
  input: z.output<typeof CheckoutInputSchema>,
): Promise<{ orders: Purchase[]; redirectUrl?: string }> {
  const provider = findPaymentProvider(input.paymentMethod);
  if (!provider) {
    const message = 'Choose one of the payment methods offered';
    throw new ValidationError({ paymentMethod: message }, message);
  }
  if (!isCountryCode(input.address.country)) {
    throw new ValidationError({ 'address.country': COUNTRY_NOT_LISTED }, COUNTRY_NOT_LISTED);
  }
  await expireOverdue(db);
  const cart = await repo.lockCart(db, actor.id);
  const all = [...cart.originals, ...cart.prints];
  if (all.length === 0) throw new ConflictError('Your cart is empty', 'CART_EMPTY');
  const itemsCents = all.reduce((sum, item) => sum + item.cents, 0);
  const version = cartVersion([
    ...cart.originals.map((item) => ({ kind: 'original' as const, id: item.id, cents: item.cents })),
    ...cart.prints.map((item) => ({ kind: 'print' as const, id: item.id, cents: item.cents })),
  ]);
  if (input.cartVersion !== undefined && input.cartVersion !== version) {
    const count = `${all.length} item${all.length === 1 ? '' : 's'}`;
    throw new ConflictError(
      `Your cart changed since you reviewed it (in another tab, or a reservation ran out): it now holds ${count} coming to ${formatCents(itemsCents, { grouping: false })}. Review it and place the order again.`,
      'CART_CHANGED',
      { currentTotal: itemsCents / 100, currentVersion: version },
    );
  }
  if (itemsCents !== toCents(input.itemsTotal)) {
    throw new ConflictError(
      `Your cart changed since you opened it (a reservation may have run out): its items now come to ${formatCents(itemsCents, { grouping: false })}, not ${formatCents(toCents(input.itemsTotal), { grouping: false })}. Review it and place the order again.`,
      'CART_CHANGED',
      { currentTotal: itemsCents / 100 },
    );
  }
  // The order takes its in-stock prints now (their reservation held them until here).
  await takeStock(db, cart.prints);
  const artistIds = [...new Set(all.map((item) => item.artistId))];
  // The artist's public name: the profile's display name, else the person's name.
  const artists = await db('artists as a')
    .join('users as au', 'au.id', 'a.user_id')
    .whereIn('a.id', artistIds)
    .select<Array<{ id: number; user_id: number; display_name: string }>>(
      'a.id',
      'a.user_id',
      db.raw("coalesce(nullif(a.display_name, ''), au.first_name || ' ' || au.last_name) AS display_name"),
    );
  const paymentDueAt = new Date(Date.now() + deps.config.paymentWindowHours * 3_600_000);
  const ids: number[] = [];
  for (const artist of artists) {
    const originals = cart.originals.filter((item) => item.artistId === artist.id);
    const prints = cart.prints.filter((item) => item.artistId === artist.id);
    const cents = [...originals, ...prints].map((item) => item.cents);
    const shippingCents = deps.config.shippingFlatRateCents;
    const totalCents = orderTotalCents(cents, shippingCents);
    const id = await repo.insertPurchase(db, {
      userId: actor.id,
      artistId: artist.id,
      itemsCents: totalCents - shippingCents,
      shippingCents,
      totalCents,
      paymentMethod: provider.method.id,
      address: input.address,
      paymentDueAt,
    });
    await repo.attachItems(
      db,
      id,
      originals.map((item) => item.id),
      prints.map((item) => item.id),
      paymentDueAt,
    );
    const { instructions } = await provider.start(
      { id, totalCents, artistName: artist.display_name, artistId: artist.id },
      db,
    );
    await repo.setInstructions(db, id, instructions);
    if (provider.method.id === 'invoice') {
      const artistName = artist.display_name;
      await issueInvoice(db, { id, artistId: artist.id, artistName, totalCents, dueAt: paymentDueAt });
    }
    // Both sides: the artist has a new sale; the buyer keeps the order's next step in the bell.
    await notify(db, [
      {
        userId: artist.user_id,
        kind: 'order_update',
        title: `New order #${id}: ${titles([...originals, ...prints])}`,
        body: `${provider.method.name}: confirm the payment once you receive it.`,
        link: '/artist-dashboard?tab=sales',
      },
      {
        userId: actor.id,
        kind: 'order_update',
        title: `Order #${id} placed: awaiting payment`,
        body: instructions,
        link: '/orders',
      },
    ]);
    ids.push(id);
  }
  const next = provider.finish ? await provider.finish(db, ids) : null;
  const orders = await repo.readPurchases(db, deps.storage, { ids }, 'buyer');
  return next ? { orders, redirectUrl: next.redirectUrl } : { orders };
}

export function listMyOrders(db: Knex, deps: ShopDeps, actor: Actor): Promise<Purchase[]> {
  return repo.readPurchases(db, deps.storage, { buyerId: actor.id }, 'buyer');
}

async function readOne(db: Knex, deps: ShopDeps, id: number, viewer: 'buyer' | 'artist'): Promise<Purchase> {
  const [purchase] = await repo.readPurchases(db, deps.storage, { ids: [id] }, viewer);
  if (!purchase) throw new NotFoundError('Order');
  return purchase;
}

/** Someone else's order is a 404, never a 403: its existence is not revealed. */
export async function getMyOrder(db: Knex, deps: ShopDeps, actor: Actor, id: number): Promise<Purchase> {
  const [purchase] = await repo.readPurchases(db, deps.storage, { ids: [id], buyerId: actor.id }, 'buyer');
  if (!purchase) throw new NotFoundError('Order');
  return purchase;
}

export function stateConflict(status: Parameters<typeof canBuyerCancel>[0], doing: string): ConflictError {
  return new ConflictError(
    `This order is ${PURCHASE_STATUS_LABELS[status].toLowerCase()}: it cannot be ${doing} now`,
    'ORDER_STATE',
    { status },
  );
}

export async function cancelMyOrder(db: Knex, deps: ShopDeps, actor: Actor, id: number): Promise<Purchase> {
  const head = await repo.lockPurchase(db, id, { buyerId: actor.id });
  if (!head) throw new NotFoundError('Order');
  if (!canBuyerCancel(head.status)) throw stateConflict(head.status, 'cancelled');
  await repo.updatePurchase(db, id, { status: 'cancelled', cancelled_at: db.fn.now(), payment_due_at: null });
  await repo.settleItems(db, [id], 'cancelled');
  await notify(db, {
    userId: head.artistUserId,
    kind: 'order_update',
    title: `Order #${id} was cancelled by the buyer`,
    body: 'Its originals are for sale again.',
    link: '/artist-dashboard?tab=sales',
  });
  return readOne(db, deps, id, 'buyer');
}

function requireArtist(actor: Actor): number {
  if (!actor.artistId) throw new ForbiddenError('Only artists have sales');
  return actor.artistId;
}

export function listSales(db: Knex, deps: ShopDeps, actor: Actor): Promise<Purchase[]> {
  return repo.readPurchases(db, deps.storage, { artistId: requireArtist(actor) }, 'artist');
}

const BUYER_NEWS = {
  paid: (id: number) => `Payment received for order #${id}`,
  shipped: (id: number) => `Order #${id} has shipped`,
  delivered: (id: number) => `Order #${id} was delivered`,
};

/** The artist moves an order of their work on: paid, then shipped (with tracking), then delivered. */
export async function updateSale(
  db: Knex,
  deps: ShopDeps,
  actor: Actor,
  id: number,
  input: z.output<typeof SaleUpdateSchema>,
): Promise<Purchase> {
  const head = actor.artistId ? await repo.lockPurchase(db, id, { artistId: actor.artistId }) : null;
  if (!head) throw new NotFoundError('Order');
  const to = input.status;
  if (!canSellerMove(head.status, to)) {
    throw stateConflict(head.status, `marked ${PURCHASE_STATUS_LABELS[to].toLowerCase()}`);
  }
  if (to === 'paid') {
    const { payment_method: method } = await db('purchases').where({ id }).first('payment_method');
    if (findPaymentProvider(method)?.manualConfirmation === false)
      throw new ConflictError('A card payment is confirmed by Stripe, not by hand', 'ORDER_STATE');
    await repo.updatePurchase(db, id, { status: 'paid', paid_at: db.fn.now(), payment_due_at: null });
    await repo.settleItems(db, [id], 'paid');
  } else if (to === 'shipped') {
    await repo.updatePurchase(db, id, {
      status: 'shipped',
      shipped_at: db.fn.now(),
      tracking: input.tracking ? input.tracking : null,
    });
  } else {
    await repo.updatePurchase(db, id, { status: 'delivered', delivered_at: db.fn.now() });
  }
  await notify(db, {
    userId: head.userId,
    kind: 'order_update',
    title: BUYER_NEWS[to](id),
    body: to === 'shipped' && input.tracking ? `Tracking: ${input.tracking}` : null,
    link: '/orders',
  });
  return readOne(db, deps, id, 'artist');
}
