import type { Knex } from 'knex';
import type { PodOrder, PrintVariant } from '../../../contract/pod';
import { toDollars } from '../../../contract/common';
import { iso } from '../../lib/dates';

interface PodOrderRow {
  id: number;
  user_id: number;
  artwork_id: number;
  pod_product_id: number;
  variant_id: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  status: string;
  created_at: Date;
}

function toPodOrder(row: PodOrderRow): PodOrder {
  return {
    id: row.id,
    userId: row.user_id,
    artworkId: row.artwork_id,
    podProductId: row.pod_product_id,
    variantId: row.variant_id,
    quantity: row.quantity,
    unitPrice: toDollars(row.unit_price_cents)!,
    total: toDollars(row.total_cents)!,
    status: row.status,
    createdAt: iso(row.created_at)!,
  };
}

/** The offered variant (with the price set up for this artwork), or null when it is not offered. */
export async function findOfferedVariant(
  db: Knex,
  artworkId: number,
  variantId: string,
): Promise<{ podProductId: number; variant: PrintVariant } | null> {
  const row = await db('pod_products as p')
    .crossJoin(db.raw('jsonb_array_elements(p.variants) as v(value)'))
    .where('p.artwork_id', artworkId)
    .whereNull('p.deleted_at')
    .whereRaw("v.value->>'external_id' = ?", [variantId])
    .orderBy('p.id')
    .first<{ pod_product_id: number; variant: PrintVariant } | undefined>(
      'p.id as pod_product_id',
      'v.value as variant',
    );
  return row ? { podProductId: row.pod_product_id, variant: row.variant } : null;
}

export async function insertPodOrder(
  db: Knex,
  order: {
    userId: number;
    artworkId: number;
    podProductId: number;
    variantId: string;
    quantity: number;
    unitPriceCents: number;
    totalCents: number;
  },
): Promise<PodOrder> {
  const [row] = await db('pod_orders')
    .insert({
      user_id: order.userId,
      artwork_id: order.artworkId,
      pod_product_id: order.podProductId,
      variant_id: order.variantId,
      quantity: order.quantity,
      unit_price_cents: order.unitPriceCents,
      total_cents: order.totalCents,
      status: 'pending',
    })
    .returning('*');
  return toPodOrder(row as PodOrderRow);
}

/** The caller's cart line for this product and size, if there is one (locked). */
export async function findCartLine(db: Knex, userId: number, podProductId: number, variantId: string) {
  return db('pod_orders')
    .where({ user_id: userId, pod_product_id: podProductId, variant_id: variantId, status: 'pending' })
    .whereNull('purchase_id')
    .orderBy('id')
    .forUpdate()
    .first<{ id: number; quantity: number } | undefined>('id', 'quantity');
}

export async function updatePodOrderQuantity(
  db: Knex,
  id: number,
  quantity: number,
  unitPriceCents: number,
): Promise<PodOrder> {
  const [row] = await db('pod_orders')
    .where({ id })
    .update({
      quantity,
      unit_price_cents: unitPriceCents,
      total_cents: unitPriceCents * quantity,
      updated_at: db.fn.now(),
    })
    .returning('*');
  return toPodOrder(row as PodOrderRow);
}
