import type { Knex } from 'knex';
import { CHILD_LIST_MAX } from '../../../contract/paging';
import type { ArtistImage } from '../../../contract/artist';
import type { ImageType } from '../../../contract/enums';
import type { StoredImage } from '../../images/store-image';
import { iso } from '../../lib/dates';
import { imageFields, type RemovedImage } from '../../images/image-urls';
import type { Storage } from '../../storage/storage';

interface ArtistImageRow {
  id: number;
  artist_id: number;
  image_key: string | null;
  image_url: string | null;
  sizes: number[] | null;
  width: number | null;
  height: number | null;
  title: string | null;
  description: string | null;
  image_type: ImageType;
  is_profile_image: boolean;
  position: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

function toArtistImage(row: ArtistImageRow, storage: Storage): ArtistImage {
  const { imageUrl, variants } = imageFields(storage, row);
  return {
    id: row.id,
    artistId: row.artist_id,
    imageUrl: imageUrl ?? '',
    variants,
    width: row.width,
    height: row.height,
    title: row.title,
    description: row.description,
    imageType: row.image_type,
    isProfileImage: row.is_profile_image,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    version: Number(row.version),
  };
}

/** Live images of live artists only. */
function liveImages(db: Knex): Knex.QueryBuilder {
  return db('artist_images as i')
    .join('artists as a', 'a.id', 'i.artist_id')
    .whereNull('i.deleted_at')
    .whereNull('a.deleted_at')
    .select('i.*');
}

export async function listArtistImages(db: Knex, storage: Storage, artistId: number): Promise<ArtistImage[]> {
  const rows = (await liveImages(db)
    .where('i.artist_id', artistId)
    .orderBy('i.position')
    .orderBy('i.id')
    .limit(CHILD_LIST_MAX)) as ArtistImageRow[];
  return rows.map((r) => toArtistImage(r, storage));
}

export async function findArtistImage(db: Knex, storage: Storage, id: number): Promise<ArtistImage | null> {
  const row = (await liveImages(db).where('i.id', id).first()) as ArtistImageRow | undefined;
  return row ? toArtistImage(row, storage) : null;
}

export interface NewArtistImage {
  stored: StoredImage;
  description?: string | undefined;
  imageType: ImageType;
}

/** Appends images after the artist's current ones, in the order given. */
export async function insertArtistImages(
  db: Knex,
  artistId: number,
  images: NewArtistImage[],
): Promise<number[]> {
  if (images.length === 0) return [];
  const last = (await db('artist_images')
    .where({ artist_id: artistId })
    .whereNull('deleted_at')
    .max<{ max: number | null }>('position as max')
    .first()) as { max: number | null } | undefined;
  const start = (last?.max ?? -1) + 1;
  const rows = await db('artist_images')
    .insert(
      images.map((image, i) => ({
        artist_id: artistId,
        image_key: image.stored.key,
        sizes: image.stored.sizes,
        width: image.stored.width,
        height: image.stored.height,
        description: image.description || null,
        image_type: image.imageType,
        position: start + i,
      })),
    )
    .returning('id');
  return (rows as Array<{ id: number }>).map((r) => r.id);
}

/**
 * Makes one image the artist's profile image. The old one is cleared first, in the caller's
 * transaction, so the partial unique index (one live profile image per artist) never trips.
 */
export async function markProfileImage(db: Knex, artistId: number, imageId: number): Promise<void> {
  await db('artist_images')
    .where({ artist_id: artistId, is_profile_image: true })
    .whereNull('deleted_at')
    .whereNot({ id: imageId })
    .update({ is_profile_image: false });
  await db('artist_images').where({ id: imageId }).update({ is_profile_image: true });
}

/** Soft-deletes the image; returns its stored files (if it was live), to delete once this commits. */
export async function softDeleteArtistImage(db: Knex, id: number): Promise<RemovedImage[]> {
  const rows: Array<{ image_key: string | null; sizes: number[] | null }> = await db('artist_images')
    .where({ id })
    .whereNull('deleted_at')
    .update({ deleted_at: db.fn.now(), is_profile_image: false })
    .returning(['image_key', 'sizes']);
  return rows.map((row) => ({ key: row.image_key, sizes: row.sizes ?? [] }));
}
