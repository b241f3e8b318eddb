import { toCents } from '../../../contract/common';
import { isCountryCode } from '../../../contract/countries';
import { COUNTRY_NOT_LISTED, type CheckoutInputSchema, type Purchase } from '../../../contract/checkout';
import { orderTotalCents } from '../../../contract/purchase-status';
import type { z } from 'zod';
import type { Actor } from '../../auth/permissions';
import { ConflictError, ValidationError } from '../../errors';
import { issueInvoice } from '../invoices/issue-invoice';
import { notify } from '../notifications/notify';
import { findPaymentProvider } from '../payments/payment-provider';
import { lockCart } from './cart.repo';
import { cartVersion } from './cart-version';
import { expireOverdue } from './expiry';
import { readPurchases } from './purchase-reads.repo';
import { attachItems, insertPurchase, setInstructions } from './purchases.repo';
import type { ServiceDeps } from '../../deps';
import { takeStock } from './stock-lines';
import { formatCents } from '../../../contract/money';

// Placing the cart: one order per artist, awaiting payment (the buyer's orders and the artist's
// sales afterwards: purchases.service.ts; the cart itself: cart.service.ts).

const titles = (items: Array<{ title: string }>) =>
  items.length === 1 ? `"${items[0]!.title}"` : `"${items[0]!.title}" and ${items.length - 1} more`;

/**
 * Places the cart: one order per artist (each ships its own parcel, so each carries the flat
 * shipping rate), awaiting payment for PAYMENT_WINDOW_HOURS; originals stay reserved until then.
 * The total the buyer saw must still be the cart's (a reservation that ran out meanwhile, or a
 * change in another tab, answers 409 CART_CHANGED). Tax is not charged here (a later step).
 */
export async function checkout(
  deps: ServiceDeps,
  actor: Actor,
  input: z.output<typeof CheckoutInputSchema>,
): Promise<{ orders: Purchase[]; redirectUrl?: string }> {
  const { db } = deps;
  const provider = findPaymentProvider(input.paymentMethod);
  if (!provider) {
    const message = 'Choose one of the payment methods offered';
    throw new ValidationError({ paymentMethod: message }, message);
  }
  if (!isCountryCode(input.address.country)) {
    throw new ValidationError({ 'address.country': COUNTRY_NOT_LISTED }, COUNTRY_NOT_LISTED);
  }
  await expireOverdue(db);
  const cart = await lockCart(db, actor.id);
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
    const id = await insertPurchase(db, {
      userId: actor.id,
      artistId: artist.id,
      itemsCents: totalCents - shippingCents,
      shippingCents,
      totalCents,
      paymentMethod: provider.method.id,
      address: input.address,
      paymentDueAt,
    });
    await attachItems(
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
    await setInstructions(db, id, instructions);
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
  const orders = await readPurchases(db, deps.storage, { ids }, 'buyer');
  return next ? { orders, redirectUrl: next.redirectUrl } : { orders };
}
