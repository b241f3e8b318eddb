import type { Knex } from 'knex';
import {
  publicArtistImageSql,
  publicArtworkImageSql,
  publicCommissionImageSql,
} from '../visibility/public-visibility';

/** One row that stores an image key: whether it is live, public, and whose it is. */
export interface ImageKeyOwner {
  live: boolean;
  public: boolean;
  artistId: number;
}

/**
 * Every row that stores the image key `key` (artwork images, artist images, showcase
 * commissions), with the visibility rules of their lists (api/visibility/public-visibility.ts): an
 * artwork image is public when the image is live and its artwork public; an artist image when it is
 * live and its artist public; a commission's image when the commission is public.
 */
export async function findImageKeyOwners(db: Knex, key: string): Promise<ImageKeyOwner[]> {
  const result = await db.raw(
    `SELECT i.deleted_at IS NULL AND aw.deleted_at IS NULL AS live,
            ${publicArtworkImageSql('i', 'aw', 'a')} AS public,
            aw.artist_id
       FROM artwork_images i
       JOIN artworks aw ON aw.id = i.artwork_id
       JOIN artists a ON a.id = aw.artist_id
      WHERE i.image_key = ?
     UNION ALL
     SELECT i.deleted_at IS NULL, ${publicArtistImageSql('i', 'a')}, a.id
       FROM artist_images i
       JOIN artists a ON a.id = i.artist_id
      WHERE i.image_key = ?
     UNION ALL
     SELECT c.deleted_at IS NULL, ${publicCommissionImageSql('c', 'a')}, a.id
       FROM commissions c
       JOIN artists a ON a.id = c.artist_id
      WHERE c.image_key = ?`,
    [key, key, key],
  );
  return (result.rows as Array<{ live: boolean; public: boolean; artist_id: number }>).map((row) => ({
    live: row.live,
    public: row.live && row.public,
    artistId: row.artist_id,
  }));
}
