import type { Knex } from 'knex';
import { toDollars } from '../../../contract/common';
import type { OrderStatus } from '../../../contract/enums';
import type { Order } from '../../../contract/order';
import { iso } from '../../lib/dates';

interface OrderRow {
  id: number;
  user_id: number;
  artwork_id: number;
  stock_item_id: number;
  amount_cents: number;
  status: OrderStatus;
  created_at: Date;
}

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    userId: row.user_id,
    artworkId: row.artwork_id,
    stockItemId: row.stock_item_id,
    amount: toDollars(row.amount_cents)!,
    status: row.status,
    createdAt: iso(row.created_at)!,
  };
}

/** A live artwork of a live artist; on sale when both are approved. */
export async function findArtworkForSale(
  db: Knex,
  artworkId: number,
): Promise<{ id: number; artistId: number; onSale: boolean } | null> {
  const row = await db('artworks as w')
    .join('artists as a', 'a.id', 'w.artist_id')
    .where('w.id', artworkId)
    .whereNull('w.deleted_at')
    .whereNull('a.deleted_at')
    .first<{ id: number; artist_id: number; on_sale: boolean } | undefined>(
      'w.id',
      'w.artist_id',
      db.raw("(w.approval_status = 'approved' AND a.approval_status = 'approved') as on_sale"),
    );
  return row ? { id: row.id, artistId: row.artist_id, onSale: row.on_sale } : null;
}

export interface OriginalStock {
  id: number;
  priceCents: number;
  isAvailable: boolean;
}

/**
 * The artwork's original, locked until the request's transaction ends: a concurrent order for it
 * waits here and then sees it reserved. An available original is preferred if there are several.
 */
export async function lockOriginal(db: Knex, artworkId: number): Promise<OriginalStock | null> {
  const row = await db('stock_items')
    .where({ artwork_id: artworkId, type: 'original' })
    .whereNull('deleted_at')
    .orderBy([{ column: 'is_available', order: 'desc' }, { column: 'id' }])
    .forUpdate()
    .first<{ id: number; price_cents: number; is_available: boolean } | undefined>(
      'id',
      'price_cents',
      'is_available',
    );
  return row ? { id: row.id, priceCents: Number(row.price_cents), isAvailable: row.is_available } : null;
}

export async function reserveStock(db: Knex, stockItemId: number): Promise<void> {
  await db('stock_items').where({ id: stockItemId }).update({ is_available: false });
}

export async function insertOrder(
  db: Knex,
  order: { userId: number; artworkId: number; stockItemId: number; amountCents: number },
): Promise<Order> {
  const [row] = await db('orders')
    .insert({
      user_id: order.userId,
      artwork_id: order.artworkId,
      stock_item_id: order.stockItemId,
      amount_cents: order.amountCents,
      status: 'pending',
    })
    .returning('*');
  return toOrder(row as OrderRow);
}
