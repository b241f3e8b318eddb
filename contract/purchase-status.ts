/**
 * An order placed at checkout (issue 13), zod-free so any page can read it: its statuses, who may
 * move it where, and the words the UI shows. Shared by the API (409 on a move not listed here) and
 * the web (which buttons to show).
 */
export const PURCHASE_STATUSES = [
  'awaiting_payment',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The artist's moves on a sale. */
export const SELLER_MOVES = ['paid', 'shipped', 'delivered'] as const;
export type SellerMove = (typeof SELLER_MOVES)[number];

const SELLER_NEXT: Partial<Record<PurchaseStatus, SellerMove>> = {
  awaiting_payment: 'paid',
  paid: 'shipped',
  shipped: 'delivered',
};

/** The one move the artist can make next, or null when the order is settled. */
export function nextSellerMove(status: PurchaseStatus): SellerMove | null {
  return SELLER_NEXT[status] ?? null;
}

export function canSellerMove(status: PurchaseStatus, to: SellerMove): boolean {
  return SELLER_NEXT[status] === to;
}

/** The buyer may cancel until the artist confirms payment. */
export function canBuyerCancel(status: PurchaseStatus): boolean {
  return status === 'awaiting_payment';
}

/** The buyer's shipping address is shown to the artist only once payment is confirmed. */
export function sellerSeesAddress(status: PurchaseStatus): boolean {
  return status === 'paid' || status === 'shipped' || status === 'delivered';
}

/** Orders whose money counts as a sale (admin's monthly sales). */
export function isPaidStatus(status: PurchaseStatus): boolean {
  return sellerSeesAddress(status);
}

/** Total of an order in cents: its items plus one flat shipping rate. */
export function orderTotalCents(itemCents: readonly number[], shippingCents: number): number {
  return itemCents.reduce((sum, cents) => sum + cents, 0) + (itemCents.length > 0 ? shippingCents : 0);
}

/** Minutes and seconds left of a reservation, '0:00' once over: '12:05'. */
export function timeLeftLabel(expiresAt: string, now: number): string {
  const ms = Math.max(0, Date.parse(expiresAt) - now);
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${hours > 0 ? String(minutes).padStart(2, '0') : minutes}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
