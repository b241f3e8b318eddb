import type { Knex } from 'knex';
import { toDollars } from '../../../contract/common';
import type { Purchase, PurchaseItem, ShippingAddress } from '../../../contract/checkout';
import { sellerSeesAddress, type PurchaseStatus } from '../../../contract/purchase-status';
import type { PayTo } from '../../../contract/invoice';
import { iso } from '../../lib/dates';
import { readTogether } from '../../lib/sql';
import type { Storage } from '../../storage/storage';
import { findPaymentProvider, invoiceProvider } from '../payments/payment-provider';
import { disputeOf } from '../refunds/dispute-row';
import {
  ARTIST_NAME,
  type ImageCols,
  imageUrlOf,
  primaryImage,
  printDescription,
  printSources,
} from './line-columns';

// Purchases as the buyer and the artist read them, with their items.

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
  const [originals, prints] = await readTogether(db, [
    () =>
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
    () =>
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
