import type { Knex } from 'knex';
import { toDollars } from '../../../contract/common';
import type { CartItem, HeldOriginal } from '../../../contract/checkout';
import { iso } from '../../lib/dates';
import { readTogether } from '../../lib/sql';
import type { Storage } from '../../storage/storage';
import { PRINT_QUANTITY } from '../../../contract/constants';
import {
  ARTIST_NAME,
  type ImageCols,
  imageUrlOf,
  primaryImage,
  printDescription,
  printSources,
} from './line-columns';

// The cart: originals reserved and prints added by a buyer, not yet checked out.

/** How many of an in-stock print this line may hold: the stock less other carts, 5 at most. */
const MAX_QUANTITY = `CASE WHEN p.stock_item_id IS NULL THEN NULL ELSE LEAST(${PRINT_QUANTITY.max}, GREATEST(0,
  s.quantity - coalesce((SELECT sum(o2.quantity) FROM pod_orders o2 WHERE o2.stock_item_id = p.stock_item_id
    AND o2.status = 'pending' AND o2.purchase_id IS NULL AND o2.expires_at > now() AND o2.user_id <> p.user_id), 0)))
  END AS max_quantity`;

interface OriginalRow {
  id: number;
  artwork_id: number;
  title: string;
  artist_id: number;
  artist_name: string | null;
  amount_cents: string | number;
  expires_at: Date;
  image: ImageCols;
}
interface PrintRow {
  id: number;
  artwork_id: number;
  title: string;
  artist_id: number;
  artist_name: string | null;
  unit_price_cents: string | number;
  total_cents: string | number;
  quantity: number;
  description: string;
  image: ImageCols;
  expires_at: Date | null;
  max_quantity: number | null;
}

function cartOriginals(db: Knex, userId: number) {
  return db('orders as o')
    .join('artworks as w', 'w.id', 'o.artwork_id')
    .join('artists as a', 'a.id', 'w.artist_id')
    .join('users as au', 'au.id', 'a.user_id')
    .where({ 'o.user_id': userId, 'o.status': 'pending' })
    .whereNull('o.purchase_id')
    .where('o.expires_at', '>', db.fn.now())
    .orderBy('o.id');
}
/** Print lines in the cart; an in-stock print's only while its reservation lasts. */
function cartPrints(db: Knex, userId: number) {
  return printSources(db('pod_orders as p'))
    .join('artworks as w', 'w.id', 'p.artwork_id')
    .join('artists as a', 'a.id', 'w.artist_id')
    .join('users as au', 'au.id', 'a.user_id')
    .where({ 'p.user_id': userId, 'p.status': 'pending' })
    .whereNull('p.purchase_id')
    .where((q) => q.whereNull('p.expires_at').orWhere('p.expires_at', '>', db.fn.now()))
    .orderBy('p.id');
}

export async function readCartItems(db: Knex, storage: Storage, userId: number): Promise<CartItem[]> {
  const [originals, prints] = await readTogether(db, [
    () =>
      cartOriginals(db, userId).select<OriginalRow[]>(
        'o.id',
        'o.artwork_id',
        'w.title',
        'a.id as artist_id',
        db.raw(ARTIST_NAME),
        'o.amount_cents',
        'o.expires_at',
        primaryImage(db),
      ),
    () =>
      cartPrints(db, userId).select<PrintRow[]>(
        'p.id',
        'p.artwork_id',
        'w.title',
        'a.id as artist_id',
        db.raw(ARTIST_NAME),
        'p.unit_price_cents',
        'p.total_cents',
        'p.quantity',
        'p.expires_at',
        db.raw(MAX_QUANTITY),
        printDescription(db),
        primaryImage(db),
      ),
  ]);
  return [
    ...originals.map((r): CartItem => ({
      kind: 'original',
      id: r.id,
      artworkId: r.artwork_id,
      title: r.title,
      artistId: r.artist_id,
      artistName: r.artist_name ?? 'Artist',
      imageUrl: imageUrlOf(storage, r.image),
      description: 'Original artwork',
      unitPrice: toDollars(r.amount_cents)!,
      quantity: 1,
      lineTotal: toDollars(r.amount_cents)!,
      expiresAt: iso(r.expires_at),
      maxQuantity: null,
    })),
    ...prints.map((r): CartItem => ({
      kind: 'print',
      id: r.id,
      artworkId: r.artwork_id,
      title: r.title,
      artistId: r.artist_id,
      artistName: r.artist_name ?? 'Artist',
      imageUrl: imageUrlOf(storage, r.image),
      description: r.description,
      unitPrice: toDollars(r.unit_price_cents)!,
      quantity: r.quantity,
      lineTotal: toDollars(r.total_cents)!,
      expiresAt: iso(r.expires_at),
      maxQuantity: r.max_quantity === null ? null : Number(r.max_quantity),
    })),
  ];
}

/** Originals the user holds: in the cart, ordered and awaiting payment, or paid. */
export async function readHeldOriginals(db: Knex, userId: number): Promise<HeldOriginal[]> {
  const rows = await db('orders as o')
    .where('o.user_id', userId)
    .where((q) =>
      q
        .where((p) => p.where('o.status', 'pending').where('o.expires_at', '>', db.fn.now()))
        .orWhere('o.status', 'paid'),
    )
    .select<Array<{ artwork_id: number; status: string; purchase_id: number | null }>>(
      'o.artwork_id',
      'o.status',
      'o.purchase_id',
    );
  return rows.map((r) => ({
    artworkId: r.artwork_id,
    state: r.status === 'paid' ? 'paid' : r.purchase_id ? 'awaiting_payment' : 'in_cart',
    orderId: r.purchase_id,
  }));
}

/** The cart's rows, locked for checkout. */
export async function lockCart(db: Knex, userId: number) {
  const [originals, prints] = await readTogether(db, [
    () =>
      cartOriginals(db, userId)
        .forUpdate('o')
        .select<Array<{ id: number; artist_id: number; title: string; cents: string | number }>>(
          'o.id',
          'a.id as artist_id',
          'w.title',
          'o.amount_cents as cents',
        ),
    () =>
      cartPrints(db, userId).forUpdate('p').select<
        Array<{
          id: number;
          artist_id: number;
          title: string;
          cents: string | number;
          stock_item_id: number | null;
          quantity: number;
        }>
      >('p.id', 'a.id as artist_id', 'w.title', 'p.total_cents as cents', 'p.stock_item_id', 'p.quantity'),
  ]);
  const norm = (r: { id: number; artist_id: number; title: string; cents: string | number }) => ({
    id: r.id,
    artistId: r.artist_id,
    title: r.title,
    cents: Number(r.cents),
  });
  return {
    originals: originals.map(norm),
    prints: prints.map((r) => ({ ...norm(r), stockItemId: r.stock_item_id, quantity: r.quantity })),
  };
}

/** A print in the caller's cart (not yet checked out), locked. */
export async function lockCartPrint(db: Knex, userId: number, id: number) {
  return db('pod_orders')
    .where({ id, user_id: userId, status: 'pending' })
    .whereNull('purchase_id')
    .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
    .forUpdate()
    .first<{ id: number; unit_price_cents: string | number; stock_item_id: number | null } | undefined>(
      'id',
      'unit_price_cents',
      'stock_item_id',
    );
}

/** An original reserved in the caller's cart, locked. */
export async function lockCartOriginal(db: Knex, userId: number, id: number) {
  return db('orders')
    .where({ id, user_id: userId, status: 'pending' })
    .whereNull('purchase_id')
    .where('expires_at', '>', db.fn.now())
    .forUpdate()
    .first<{ id: number; stock_item_id: number } | undefined>('id', 'stock_item_id');
}
