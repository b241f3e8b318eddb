import type { Knex } from 'knex';
import { toDollars } from '../../../contract/common';
import type {
  CartItem,
  HeldOriginal,
  Purchase,
  PurchaseItem,
  ShippingAddress,
} from '../../../contract/checkout';
import { sellerSeesAddress, type PurchaseStatus } from '../../../contract/purchase-status';
import { imageFields } from '../../images/image-urls';
import { iso } from '../../lib/dates';
import type { Storage } from '../../storage/storage';
import { findPaymentProvider, invoiceProvider } from '../payments/payment-provider';
import type { PayTo } from '../../../contract/invoice';
import { PRINT_QUANTITY } from '../../../contract/constants';
import { restoreStock } from './stock-lines';
import { disputeOf } from '../refunds/dispute-row';

/** The artist's public name: the profile's display name, else the person's name (`au` is the artist's user). */
const ARTIST_NAME =
  "coalesce(nullif(a.display_name, ''), au.first_name || ' ' || au.last_name) AS artist_name";

/** The artwork's primary image columns, for one row aliased `w`. */
function primaryImage(db: Knex) {
  return db.raw(
    `(SELECT row_to_json(i) FROM (SELECT image_key, image_url, sizes FROM artwork_images
       WHERE artwork_id = w.id AND deleted_at IS NULL ORDER BY is_primary DESC, position, id LIMIT 1) i) AS image`,
  );
}
type ImageCols = { image_key: string | null; image_url: string | null; sizes: number[] | null } | null;
const imageUrlOf = (storage: Storage, image: ImageCols) =>
  image ? imageFields(storage, image).imageUrl : null;

/**
 * Print description: a print-on-demand variant's own name ('Matte poster · 18″×24″'), else the
 * product's; an in-stock print ('s') is 'Print · ' and its size (as the artwork page labels it).
 */
function printDescription(db: Knex) {
  return db.raw(
    `coalesce((SELECT v.value->>'name' FROM jsonb_array_elements(pp.variants) v(value)
       WHERE v.value->>'external_id' = p.variant_id LIMIT 1), pp.name,
       'Print · ' || coalesce(nullif(btrim(s.dimensions), ''), 'Standard Print')) AS description`,
  );
}

/** A print line's two possible sources: a print-on-demand product or the artist's stock print. */
function printSources(q: Knex.QueryBuilder) {
  return q
    .leftJoin('pod_products as pp', 'pp.id', 'p.pod_product_id')
    .leftJoin('stock_items as s', 's.id', 'p.stock_item_id');
}

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
  const [originals, prints] = await Promise.all([
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
  const [originals, prints] = await Promise.all([
    cartOriginals(db, userId)
      .forUpdate('o')
      .select<Array<{ id: number; artist_id: number; title: string; cents: string | number }>>(
        'o.id',
        'a.id as artist_id',
        'w.title',
        'o.amount_cents as cents',
      ),
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

interface PurchaseRow {
  id: number;
  user_id: number;
  artist_id: number;
  status: PurchaseStatus;
  items_cents: string | number;
  shipping_cents: string | number;
  total_cents: string | number;
  payment_method: string;
  payment_instructions: string;
  shipping_address: ShippingAddress | string;
  tracking: string | null;
  created_at: Date;
  payment_due_at: Date | null;
  paid_at: Date | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
  buyer_name: string;
  buyer_email: string;
  artist_name: string | null;
  invoice_number: string | null;
  invoice_pay_to: PayTo | null;
  invoice_due_at: Date | null;
  buyer_paid_at: Date | null;
  refunded_at: Date | null;
  refunded_cents: string | number | null;
  refund_due_at: Date | null;
  return_requested_at: Date | null;
  return_reason: string | null;
  return_accepted_at: Date | null;
  return_declined_at: Date | null;
  return_decline_note: string | null;
  return_received_at: Date | null;
  delivered_automatically: boolean;
  problem: string | null;
  problem_reported_at: Date | null;
}

/**
 * Purchases with their items, newest first, seen by the buyer or by the artist (who sees the
 * shipping address only once the order is paid).
 */
export async function readPurchases(
  db: Knex,
  storage: Storage,
  filter: { buyerId?: number; artistId?: number; ids?: number[] },
  viewer: 'buyer' | 'artist',
): Promise<Purchase[]> {
  const q = db('purchases as pu')
    .join('users as u', 'u.id', 'pu.user_id')
    .join('artists as a', 'a.id', 'pu.artist_id')
    .join('users as au', 'au.id', 'a.user_id')
    .orderBy('pu.id', 'desc')
    .limit(200)
    .select<PurchaseRow[]>(
      'pu.*',
      db.raw("u.first_name || ' ' || u.last_name AS buyer_name"),
      'u.email as buyer_email',
      db.raw(ARTIST_NAME),
    );
  if (filter.buyerId !== undefined) q.where('pu.user_id', filter.buyerId);
  if (filter.artistId !== undefined) q.where('pu.artist_id', filter.artistId);
  if (filter.ids) q.whereIn('pu.id', filter.ids);
  const rows = await q;
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [originals, prints] = await Promise.all([
    db('orders as o')
      .join('artworks as w', 'w.id', 'o.artwork_id')
      .whereIn('o.purchase_id', ids)
      .orderBy('o.id')
      .select<
        Array<{
          purchase_id: number;
          artwork_id: number;
          title: string;
          amount_cents: string;
          image: ImageCols;
        }>
      >('o.purchase_id', 'o.artwork_id', 'w.title', 'o.amount_cents', primaryImage(db)),
    printSources(db('pod_orders as p'))
      .join('artworks as w', 'w.id', 'p.artwork_id')
      .whereIn('p.purchase_id', ids)
      .orderBy('p.id')
      .select<
        Array<{
          purchase_id: number;
          artwork_id: number;
          title: string;
          unit_price_cents: string;
          total_cents: string;
          quantity: number;
          description: string;
          image: ImageCols;
        }>
      >(
        'p.purchase_id',
        'p.artwork_id',
        'w.title',
        'p.unit_price_cents',
        'p.total_cents',
        'p.quantity',
        printDescription(db),
        primaryImage(db),
      ),
  ]);
  const items = new Map<number, PurchaseItem[]>();
  const push = (id: number, item: PurchaseItem) => items.set(id, [...(items.get(id) ?? []), item]);
  for (const r of originals)
    push(r.purchase_id, {
      kind: 'original',
      artworkId: r.artwork_id,
      title: r.title,
      imageUrl: imageUrlOf(storage, r.image),
      description: 'Original artwork',
      unitPrice: toDollars(r.amount_cents)!,
      quantity: 1,
      lineTotal: toDollars(r.amount_cents)!,
    });
  for (const r of prints)
    push(r.purchase_id, {
      kind: 'print',
      artworkId: r.artwork_id,
      title: r.title,
      imageUrl: imageUrlOf(storage, r.image),
      description: r.description,
      unitPrice: toDollars(r.unit_price_cents)!,
      quantity: r.quantity,
      lineTotal: toDollars(r.total_cents)!,
    });
  return rows.map((r) => {
    const provider = findPaymentProvider(r.payment_method) ?? invoiceProvider;
    const address =
      typeof r.shipping_address === 'string'
        ? (JSON.parse(r.shipping_address) as ShippingAddress)
        : r.shipping_address;
    return {
      id: r.id,
      status: r.status,
      buyerId: r.user_id,
      buyerName: r.buyer_name,
      buyerEmail: r.buyer_email,
      artistId: r.artist_id,
      artistName: r.artist_name ?? 'Artist',
      items: items.get(r.id) ?? [],
      itemsTotal: toDollars(r.items_cents)!,
      shipping: toDollars(r.shipping_cents)!,
      total: toDollars(r.total_cents)!,
      paymentMethod: provider.method,
      paymentInstructions: r.payment_instructions,
      invoice: r.invoice_number
        ? {
            number: r.invoice_number,
            issuedAt: iso(r.created_at)!,
            dueAt: iso(r.invoice_due_at),
            payTo: r.invoice_pay_to,
          }
        : null,
      buyerPaidAt: iso(r.buyer_paid_at),
      shippingAddress: viewer === 'buyer' || sellerSeesAddress(r.status) ? address : null,
      tracking: r.tracking,
      placedAt: iso(r.created_at)!,
      paymentDueAt: r.status === 'awaiting_payment' ? iso(r.payment_due_at) : null,
      paidAt: iso(r.paid_at),
      shippedAt: iso(r.shipped_at),
      deliveredAt: iso(r.delivered_at),
      deliveredAutomatically: r.delivered_automatically,
      cancelledAt: iso(r.cancelled_at),
      refundedAt: iso(r.refunded_at),
      refundedAmount: r.refunded_cents === null ? null : Number(r.refunded_cents) / 100,
      refundDueAt: iso(r.refund_due_at),
      return: r.return_requested_at
        ? {
            requestedAt: iso(r.return_requested_at)!,
            reason: r.return_reason ?? '',
            acceptedAt: iso(r.return_accepted_at),
            declinedAt: iso(r.return_declined_at),
            declineNote: r.return_decline_note,
            receivedAt: iso(r.return_received_at),
          }
        : null,
      dispute: disputeOf(r),
      problem: r.problem,
      problemReportedAt: iso(r.problem_reported_at),
    };
  });
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
