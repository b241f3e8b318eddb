import type { Knex } from 'knex';
import { CHILD_LIST_MAX } from '../../../contract/paging';
import type { PodProduct, PrintVariant } from '../../../contract/pod';
import { iso } from '../../lib/dates';
import { publicArtworkSql } from '../../visibility/public-visibility';

interface PodProductRow {
  id: number;
  artwork_id: number;
  external_id: string;
  name: string;
  variants: PrintVariant[];
  version: number;
  created_at: Date;
  updated_at: Date;
}

function toPodProduct(row: PodProductRow): PodProduct {
  return {
    id: row.id,
    artworkId: row.artwork_id,
    externalId: row.external_id,
    name: row.name,
    variants: row.variants ?? [],
    version: Number(row.version),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

export interface ArtworkForSale {
  id: number;
  artistId: number;
  /** Approved, and its artist's profile is approved: the public may see and buy it. */
  onSale: boolean;
}

/** A live artwork of a live artist, with whether the public may buy it. */
export async function findArtworkForSale(db: Knex, artworkId: number): Promise<ArtworkForSale | null> {
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

export async function listPodProducts(db: Knex, artworkId: number): Promise<PodProduct[]> {
  const rows = await db<PodProductRow>('pod_products')
    .where({ artwork_id: artworkId })
    .whereNull('deleted_at')
    .orderBy('id')
    .limit(CHILD_LIST_MAX);
  return (rows as PodProductRow[]).map(toPodProduct);
}

export async function findPodProduct(db: Knex, id: number): Promise<PodProduct | null> {
  const row = await db<PodProductRow>('pod_products').where({ id }).whereNull('deleted_at').first();
  return row ? toPodProduct(row as PodProductRow) : null;
}

export async function podProductExists(db: Knex, artworkId: number, externalId: string): Promise<boolean> {
  const row = await db('pod_products')
    .where({ artwork_id: artworkId, external_id: externalId })
    .whereNull('deleted_at')
    .first('id');
  return !!row;
}

export async function insertPodProduct(
  db: Knex,
  product: { artworkId: number; externalId: string; name: string; variants: PrintVariant[] },
): Promise<PodProduct> {
  const [row] = await db('pod_products')
    .insert({
      artwork_id: product.artworkId,
      external_id: product.externalId,
      name: product.name,
      // jsonb: a JS array would be sent as a PostgreSQL array, so it goes as JSON text.
      variants: JSON.stringify(product.variants),
    })
    .returning('*');
  return toPodProduct(row as PodProductRow);
}

/** Soft delete (a tombstone for sync); past print orders keep pointing at the row. */
export async function softDeletePodProduct(db: Knex, id: number): Promise<void> {
  await db('pod_products').where({ id }).update({ deleted_at: db.fn.now() });
}
