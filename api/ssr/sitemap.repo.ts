import type { Knex } from 'knex';
import { wherePublicArtist, wherePublicArtwork } from '../visibility/public-visibility';

/** One URL of a sitemap: a public artwork or artist and when it last changed. */
export interface SitemapEntry {
  id: number;
  updatedAt: Date | string | null;
}

/** How many artworks and artists the public may see (the sitemap's size). */
export async function countPublic(db: Knex): Promise<{ artworks: number; artists: number }> {
  const [artworks, artists] = await Promise.all([
    publicArtworks(db).count<{ count: string | number }[]>({ count: '*' }),
    publicArtists(db).count<{ count: string | number }[]>({ count: '*' }),
  ]);
  return { artworks: Number(artworks[0]?.count ?? 0), artists: Number(artists[0]?.count ?? 0) };
}

/** Public artworks in id order, one sitemap page (approved, of an approved live artist, not deleted). */
export function publicArtworkPage(db: Knex, offset: number, limit: number): Promise<SitemapEntry[]> {
  return publicArtworks(db)
    .orderBy('aw.id')
    .offset(offset)
    .limit(limit)
    .select('aw.id as id', 'aw.updated_at as updatedAt');
}

/** Public artists in id order, one sitemap page (approved, not deleted). */
export function publicArtistPage(db: Knex, offset: number, limit: number): Promise<SitemapEntry[]> {
  return publicArtists(db)
    .orderBy('a.id')
    .offset(offset)
    .limit(limit)
    .select('a.id as id', 'a.updated_at as updatedAt');
}

/** Live artworks (`aw`, joined to their artist `a`) the public may see. */
function publicArtworks(db: Knex): Knex.QueryBuilder {
  return db('artworks as aw')
    .join('artists as a', 'a.id', 'aw.artist_id')
    .whereNull('aw.deleted_at')
    .modify(wherePublicArtwork, 'aw', 'a');
}

function publicArtists(db: Knex): Knex.QueryBuilder {
  return db('artists as a').modify(wherePublicArtist, 'a');
}
