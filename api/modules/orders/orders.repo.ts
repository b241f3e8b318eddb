import type { Knex } from 'knex';
import { toDollars } from '../../../contract/common';
import type { OrderStatus } from '../../../contract/enums';
import type { Order } from '../../../contract/order';
import { iso } from '../../lib/dates';
import { publicArtworkSql } from '../../visibility/public-visibility';

interface OrderRow {
  id: number;
  user_id: number;
  artwork_id: number;
  stock_item_id: number;
  amount_cents: number;
  status: OrderStatus;
  created_at: Date;
  expires_at: Date | null;
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
    expiresAt: row.status === 'pending' ? iso(row.expires_at) : null,
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
      db.raw(`${publicArtworkSql('w', 'a')} as on_sale`),
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
  order: {
    userId: number;
    artworkId: number;
    stockItemId: number;
    amountCents: number;
    expiresAt: Date;
    reservedFrom: string;
  },
): Promise<Order> {
  const [row] = await db('orders')
    .insert({
      user_id: order.userId,
      artwork_id: order.artworkId,
      stock_item_id: order.stockItemId,
      amount_cents: order.amountCents,
      status: 'pending',
      expires_at: order.expiresAt,
      reserved_from: order.reservedFrom,
    })
    .returning('*');
  return toOrder(row as OrderRow);
}

/** The reserving account as stored (every column of its row; these are the ones read here). */
export interface ReserverRow {
  created_at: Date;
  email_verified_at?: Date | null;
}

/**
 * Serialises the reservations of one account and of one client address until the transaction
 * ends: the address first (an advisory lock on its hash), then the account's row. A concurrent
 * reservation of either waits here, then counts what this one reserved. Returns the account's row.
 */
export async function lockReserver(db: Knex, userId: number, address: string): Promise<ReserverRow | null> {
  await db.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [RESERVER_LOCK_SPACE, address]);
  const row = await db('users').where({ id: userId }).forNoKeyUpdate().first<ReserverRow | undefined>('*');
  return row ?? null;
}

/** The account's row, locked for the rest of the transaction (without the address's lock). */
export async function lockAccount(db: Knex, userId: number): Promise<ReserverRow | null> {
  const row = await db('users').where({ id: userId }).forNoKeyUpdate().first<ReserverRow | undefined>('*');
  return row ?? null;
}

/** The first key of the advisory locks taken per client address ('rsv' in ASCII). */
const RESERVER_LOCK_SPACE = 0x727376;

/** Unpaid reservations held right now by this user, or made from this client address. */
export async function countOpenReservations(
  db: Knex,
  by: { userId: number } | { address: string },
): Promise<number> {
  const [row] = await db('orders')
    .where('userId' in by ? { user_id: by.userId } : { reserved_from: by.address })
    .where({ status: 'pending' })
    .where('expires_at', '>', db.fn.now())
    .count<{ count: string | number }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** Cart reservations whose time ran out become `expired`; their originals are for sale again. */
export async function releaseExpiredReservations(db: Knex): Promise<number> {
  const expired = await db('orders')
    .where({ status: 'pending' })
    .whereNull('purchase_id')
    .where('expires_at', '<=', db.fn.now())
    .update({ status: 'expired', updated_at: db.fn.now() })
    .returning('stock_item_id');
  const stockIds = (expired as Array<{ stock_item_id: number }>).map((row) => row.stock_item_id);
  if (stockIds.length > 0) {
    await db('stock_items').whereIn('id', stockIds).update({ is_available: true });
  }
  return stockIds.length;
}

/** Forgets the client address of every order no longer holding an original. */
export async function forgetReservationAddresses(db: Knex): Promise<number> {
  return db('orders')
    .whereNotNull('reserved_from')
    .whereNot({ status: 'pending' })
    .update({ reserved_from: null });
}
