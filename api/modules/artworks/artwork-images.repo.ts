import type { Knex } from 'knex';
import { CHILD_LIST_MAX } from '../../../contract/paging';
import type { ArtworkImage } from '../../../contract/artwork';
import type { CatalogueScope } from '../../auth/permissions';
import { iso, isoSql } from '../../lib/dates';
import { imageFields, type RemovedImage } from '../../images/image-urls';
import type { StoredImage } from '../../images/store-image';
import type { Storage } from '../../storage/storage';
import { visibleArtworkIds } from './artwork-visibility.repo';

interface ImageRow {
  id: number;
  artwork_id: number;
  image_key: string | null;
  image_url: string | null;
  sizes: number[] | null;
  width: number | null;
  height: number | null;
  is_primary: boolean;
  alt_text: string | null;
  title: string | null;
  description: string | null;
  position: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  version: number;
}

function toArtworkImage(
  storage: Storage,
  row: Omit<ImageRow, 'created_at' | 'updated_at' | 'deleted_at'> & {
    created_at: Date | string;
    updated_at: Date | string;
  },
): ArtworkImage {
  const { imageUrl, variants } = imageFields(storage, row);
  return {
    id: row.id,
    artworkId: row.artwork_id,
    // The table's check constraint guarantees a key or a URL.
    imageUrl: imageUrl ?? '',
    variants,
    width: row.width,
    height: row.height,
    isPrimary: row.is_primary,
    altText: row.alt_text,
    title: row.title,
    description: row.description,
    createdAt: typeof row.created_at === 'string' ? row.created_at : iso(row.created_at)!,
    updatedAt: typeof row.updated_at === 'string' ? row.updated_at : iso(row.updated_at)!,
    version: row.version,
  };
}

/**
 * An artwork's live images as one JSON array in display order, a column of a statement over
 * `artworks as aw` (the index on artwork_id and position serves it); null when it has none.
 */
export const IMAGES_JSON_SQL = `(SELECT json_agg(json_build_object('id', i.id, 'artwork_id', i.artwork_id,
    'image_key', i.image_key, 'image_url', i.image_url, 'sizes', i.sizes, 'width', i.width, 'height', i.height,
    'is_primary', i.is_primary, 'alt_text', i.alt_text, 'title', i.title, 'description', i.description,
    'position', i.position, 'version', i.version,
    'created_at', ${isoSql('i.created_at')}, 'updated_at', ${isoSql('i.updated_at')}) ORDER BY i.position, i.id)
  FROM artwork_images i WHERE i.artwork_id = aw.id AND i.deleted_at IS NULL)`;

/**
 * An image row as `IMAGES_JSON_SQL` writes it: timestamps already as the API sends them (ISO 8601
 * in UTC, milliseconds truncated as a JavaScript Date truncates them), so they are not parsed again.
 */
export type ImageJson = Omit<ImageRow, 'created_at' | 'updated_at' | 'deleted_at'> & {
  created_at: string;
  updated_at: string;
};

/** The images of `IMAGES_JSON_SQL`, as the API sends them. */
export function imagesFromJson(storage: Storage, rows: ImageJson[] | null): ArtworkImage[] {
  return rows ? rows.map((row) => toArtworkImage(storage, row)) : [];
}

const liveImages = (db: Knex) => db<ImageRow>('artwork_images').whereNull('deleted_at');
const IMAGE_ORDER = [{ column: 'artwork_id' }, { column: 'position' }, { column: 'id' }];

/** Images of the artworks the viewer may see, optionally of one artwork. */
export async function listVisibleImages(
  db: Knex,
  storage: Storage,
  scope: CatalogueScope,
  artworkId?: number,
): Promise<ArtworkImage[]> {
  const query = liveImages(db).whereIn('artwork_id', visibleArtworkIds(db, scope));
  if (artworkId !== undefined) query.where('artwork_id', artworkId);
  // Bounded: a per-artwork list (at most 8 images each); without artworkId, the first CHILD_LIST_MAX.
  const rows = await query.orderBy(IMAGE_ORDER).limit(CHILD_LIST_MAX);
  return rows.map((row) => toArtworkImage(storage, row));
}

export interface ImageSlot {
  id: number;
  isPrimary: boolean;
  position: number;
}

/** An artwork's live images in display order: what the image-set rules work on. */
export async function imageSlots(db: Knex, artworkId: number): Promise<ImageSlot[]> {
  const rows = await liveImages(db)
    .where({ artwork_id: artworkId })
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .select('id', 'is_primary', 'position');
  return rows.map((r) => ({ id: r.id, isPrimary: r.is_primary, position: r.position }));
}

export interface NewArtworkImage {
  stored: StoredImage;
  description: string | null;
}

/** Inserts images (never primary: setPrimaryImage decides) from `position` on; returns their ids in order. */
export async function insertImages(
  db: Knex,
  artworkId: number,
  images: NewArtworkImage[],
  position: number,
): Promise<number[]> {
  if (images.length === 0) return [];
  const rows = await db('artwork_images')
    .insert(
      images.map((image, i) => ({
        artwork_id: artworkId,
        image_key: image.stored.key,
        sizes: image.stored.sizes,
        width: image.stored.width,
        height: image.stored.height,
        alt_text: image.description,
        description: image.description,
        is_primary: false,
        position: position + i,
      })),
    )
    .returning(['id', 'position']);
  return (rows as Array<{ id: number; position: number }>)
    .sort((a, b) => a.position - b.position)
    .map((r) => r.id);
}

/** Makes `imageId` the artwork's only primary image (the old one is cleared first). */
export async function setPrimaryImage(db: Knex, artworkId: number, imageId: number): Promise<void> {
  await liveImages(db)
    .where({ artwork_id: artworkId, is_primary: true })
    .whereNot({ id: imageId })
    .update({ is_primary: false });
  await liveImages(db)
    .where({ artwork_id: artworkId, id: imageId, is_primary: false })
    .update({ is_primary: true });
}

const removed = (rows: Array<Pick<ImageRow, 'image_key' | 'sizes'>>): RemovedImage[] =>
  rows.map((row) => ({ key: row.image_key, sizes: row.sizes ?? [] }));

/** Soft-deletes images of an artwork; returns their stored files, to delete once this commits. */
export async function softDeleteImages(db: Knex, artworkId: number, ids: number[]): Promise<RemovedImage[]> {
  if (ids.length === 0) return [];
  const rows = await liveImages(db)
    .where({ artwork_id: artworkId })
    .whereIn('id', ids)
    .update({ deleted_at: db.fn.now() })
    .returning(['image_key', 'sizes']);
  return removed(rows);
}

export async function softDeleteImagesOf(db: Knex, artworkId: number): Promise<RemovedImage[]> {
  const rows = await liveImages(db)
    .where({ artwork_id: artworkId })
    .update({ deleted_at: db.fn.now() })
    .returning(['image_key', 'sizes']);
  return removed(rows);
}
