import type { Knex } from 'knex';
import { CHILD_LIST_MAX } from '../../../contract/paging';
import type { StockItem } from '../../../contract/artwork';
import { toCents, toDollars } from '../../../contract/common';
import type { StockType } from '../../../contract/enums';
import type { CatalogueScope } from '../../auth/permissions';
import { iso } from '../../lib/dates';
import { visibleArtworkIds } from './artwork-visibility.repo';

interface StockRow {
  id: number;
  artwork_id: number;
  type: StockType;
  price_cents: number;
  quantity: number;
  dimensions: string | null;
  is_available: boolean;
  updated_at: Date;
  deleted_at: Date | null;
  version: number;
}

function toStockItem(row: StockRow): StockItem {
  return {
    id: row.id,
    artworkId: row.artwork_id,
    type: row.type,
    price: toDollars(row.price_cents) ?? 0,
    quantity: row.quantity,
    dimensions: row.dimensions,
    isAvailable: row.is_available,
    updatedAt: iso(row.updated_at)!,
    version: row.version,
  };
}

export interface StockValues {
  type: StockType;
  price: number;
  quantity: number;
  dimensions: string | null;
  isAvailable: boolean;
}

function toRowValues(values: Partial<StockValues>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  if (values.type !== undefined) row.type = values.type;
  if (values.price !== undefined) row.price_cents = toCents(values.price);
  if (values.quantity !== undefined) row.quantity = values.quantity;
  if (values.dimensions !== undefined) row.dimensions = values.dimensions;
  if (values.isAvailable !== undefined) row.is_available = values.isAvailable;
  return row;
}

const liveStock = (db: Knex) => db<StockRow>('stock_items').whereNull('deleted_at');

/** Stock of the artworks the viewer may see, originals first, then prints by price. */
export async function listVisibleStock(
  db: Knex,
  scope: CatalogueScope,
  artworkId?: number,
): Promise<StockItem[]> {
  const query = liveStock(db).whereIn('artwork_id', visibleArtworkIds(db, scope));
  if (artworkId !== undefined) query.where('artwork_id', artworkId);
  const rows = await query
    .orderBy([{ column: 'artwork_id' }, { column: 'type' }, { column: 'price_cents' }, { column: 'id' }])
    .limit(CHILD_LIST_MAX);
  return rows.map(toStockItem);
}

export async function findStock(db: Knex, id: number): Promise<StockItem | null> {
  const row = await liveStock(db).where({ id }).first();
  return row ? toStockItem(row) : null;
}

export async function insertStock(db: Knex, artworkId: number, values: StockValues): Promise<StockItem> {
  const [row] = await db('stock_items')
    .insert({ ...toRowValues(values), artwork_id: artworkId })
    .returning('*');
  return toStockItem(row as StockRow);
}

export async function updateStock(db: Knex, id: number, values: Partial<StockValues>): Promise<StockItem> {
  const row = toRowValues(values);
  if (Object.keys(row).length > 0) await liveStock(db).where({ id }).update(row);
  return (await findStock(db, id))!;
}

/** The live original of an artwork other than `exceptId`, if any. */
export async function hasOtherOriginal(db: Knex, artworkId: number, exceptId?: number): Promise<boolean> {
  const query = liveStock(db).where({ artwork_id: artworkId, type: 'original' });
  if (exceptId !== undefined) query.whereNot({ id: exceptId });
  return !!(await query.first('id'));
}

/** Keeps the original's price equal to the artwork's price. */
export async function updateOriginalPrice(db: Knex, artworkId: number, price: number): Promise<void> {
  await liveStock(db)
    .where({ artwork_id: artworkId, type: 'original' })
    .whereNot({ price_cents: toCents(price) })
    .update({ price_cents: toCents(price) });
}

export async function softDeleteStockOf(db: Knex, artworkId: number): Promise<void> {
  await liveStock(db).where({ artwork_id: artworkId }).update({ deleted_at: db.fn.now() });
}
