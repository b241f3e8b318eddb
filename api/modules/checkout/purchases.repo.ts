import type { Knex } from 'knex';
import type { ShippingAddress } from '../../../contract/checkout';
import type { PurchaseStatus } from '../../../contract/purchase-status';
import { restoreStock } from './stock-lines';

// Purchases (one order per artist at checkout): written, locked, settled and expired.

export async function insertPurchase(
  db: Knex,
  p: {
    userId: number;
    artistId: number;
    itemsCents: number;
    shippingCents: number;
    totalCents: number;
    paymentMethod: string;
    address: ShippingAddress;
    paymentDueAt: Date;
  },
): Promise<number> {
  const [row] = await db('purchases')
    .insert({
      user_id: p.userId,
      artist_id: p.artistId,
      status: 'awaiting_payment',
      items_cents: p.itemsCents,
      shipping_cents: p.shippingCents,
      total_cents: p.totalCents,
      payment_method: p.paymentMethod,
      shipping_address: JSON.stringify(p.address),
      payment_due_at: p.paymentDueAt,
    })
    .returning('id');
  return (row as { id: number }).id;
}

export async function attachItems(
  db: Knex,
  purchaseId: number,
  originalIds: number[],
  printIds: number[],
  paymentDueAt: Date,
): Promise<void> {
  if (originalIds.length)
    await db('orders')
      .whereIn('id', originalIds)
      .update({ purchase_id: purchaseId, expires_at: paymentDueAt, updated_at: db.fn.now() });
  if (printIds.length)
    await db('pod_orders')
      .whereIn('id', printIds)
      .update({ purchase_id: purchaseId, updated_at: db.fn.now() });
}

export async function setInstructions(db: Knex, purchaseId: number, instructions: string): Promise<void> {
  await db('purchases').where({ id: purchaseId }).update({ payment_instructions: instructions });
}

export interface PurchaseHead {
  id: number;
  userId: number;
  artistId: number;
  status: PurchaseStatus;
  artistUserId: number;
}

/** One purchase locked for a change, seen from `side`; null when the caller is not that party. */
export async function lockPurchase(
  db: Knex,
  id: number,
  side: { buyerId: number } | { artistId: number },
): Promise<PurchaseHead | null> {
  const q = db('purchases as pu')
    .join('artists as a', 'a.id', 'pu.artist_id')
    .where('pu.id', id)
    .forUpdate('pu');
  if ('buyerId' in side) q.where('pu.user_id', side.buyerId);
  else q.where('pu.artist_id', side.artistId);
  const row = await q.first<
    | { id: number; user_id: number; artist_id: number; status: PurchaseStatus; artist_user_id: number }
    | undefined
  >('pu.id', 'pu.user_id', 'pu.artist_id', 'pu.status', 'a.user_id as artist_user_id');
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        artistId: row.artist_id,
        status: row.status,
        artistUserId: row.artist_user_id,
      }
    : null;
}

export async function updatePurchase(db: Knex, id: number, patch: Record<string, unknown>): Promise<void> {
  await db('purchases')
    .where({ id })
    .update({ ...patch, updated_at: db.fn.now() });
}

/** Moves a purchase's items with it: paid, or released (cancelled/expired originals are for sale again). */
export async function settleItems(
  db: Knex,
  purchaseIds: number[],
  outcome: 'paid' | 'cancelled' | 'expired',
) {
  if (purchaseIds.length === 0) return;
  if (outcome === 'paid') {
    await db('orders')
      .whereIn('purchase_id', purchaseIds)
      .where('status', 'pending')
      .update({ status: 'paid', expires_at: null, updated_at: db.fn.now() });
    await db('pod_orders')
      .whereIn('purchase_id', purchaseIds)
      .where('status', 'pending')
      .update({ status: 'paid', updated_at: db.fn.now() });
    return;
  }
  const released = (await db('orders')
    .whereIn('purchase_id', purchaseIds)
    .where('status', 'pending')
    .update({ status: outcome, updated_at: db.fn.now() })
    .returning('stock_item_id')) as Array<{ stock_item_id: number }>;
  if (released.length)
    await db('stock_items')
      .whereIn(
        'id',
        released.map((r) => r.stock_item_id),
      )
      .update({ is_available: true });
  const prints = (await db('pod_orders')
    .whereIn('purchase_id', purchaseIds)
    .where('status', 'pending')
    .update({ status: 'cancelled', updated_at: db.fn.now() })
    .returning(['stock_item_id', 'quantity'])) as Array<{ stock_item_id: number | null; quantity: number }>;
  await restoreStock(db, prints);
}

/** Orders awaiting payment past their window: expired (their originals are for sale again). */
export async function expireOverduePurchases(
  db: Knex,
): Promise<Array<{ id: number; userId: number; artistUserId: number }>> {
  const rows = (await db('purchases')
    .where({ status: 'awaiting_payment' })
    .where('payment_due_at', '<=', db.fn.now())
    .update({ status: 'expired', updated_at: db.fn.now() })
    .returning(['id', 'user_id', 'artist_id'])) as Array<{ id: number; user_id: number; artist_id: number }>;
  if (rows.length === 0) return [];
  await settleItems(
    db,
    rows.map((r) => r.id),
    'expired',
  );
  const artists = await db('artists')
    .whereIn(
      'id',
      rows.map((r) => r.artist_id),
    )
    .select<Array<{ id: number; user_id: number }>>('id', 'user_id');
  const artistUser = new Map(artists.map((a) => [a.id, a.user_id]));
  return rows.map((r) => ({ id: r.id, userId: r.user_id, artistUserId: artistUser.get(r.artist_id)! }));
}
