import type { CartItem } from '@contract/checkout';

export interface CheckoutSummary {
  itemsTotal: number;
  /** One order (and parcel) per artist. */
  orderCount: number;
  shipping: number;
  total: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** What checkout will charge: the items, plus the flat shipping rate once per artist's order. Tax is not included. */
export function checkoutSummary(
  items: readonly Pick<CartItem, 'artistId' | 'lineTotal'>[],
  shippingFlatRate: number,
): CheckoutSummary {
  const itemsCents = items.reduce((sum, item) => sum + cents(item.lineTotal), 0);
  const orderCount = new Set(items.map((item) => item.artistId)).size;
  const shippingCents = orderCount * cents(shippingFlatRate);
  return {
    itemsTotal: itemsCents / 100,
    orderCount,
    shipping: shippingCents / 100,
    total: (itemsCents + shippingCents) / 100,
  };
}

/** The shipping line's note: 'Flat rate' or '2 orders × $15.00 (one parcel per artist)'. */
export function shippingNote(orderCount: number, rate: string): string {
  return orderCount > 1 ? `${orderCount} orders × ${rate} (one parcel per artist)` : 'Flat rate per order';
}
