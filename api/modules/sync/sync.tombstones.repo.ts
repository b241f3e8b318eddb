import type { Knex } from 'knex';
import { readTogether } from '../../lib/sql';
import { everPublicArtistSql, everPublicArtworkSql } from '../../visibility/public-visibility';

/** The public entities whose deletes an anonymous delta carries only when the row was ever public. */
export type PublicEntity = 'artwork' | 'artist' | 'commission';

const EVER_PUBLIC: Record<PublicEntity, string> = {
  // Approved now or once, by an artist approved now or once (a soft delete keeps the status).
  artwork: `SELECT aw.id FROM artworks aw JOIN artists a ON a.id = aw.artist_id
    WHERE aw.id = ANY(?::int[]) AND ${everPublicArtworkSql('aw', 'a')}`,
  artist: `SELECT a.id FROM artists a WHERE a.id = ANY(?::int[]) AND ${everPublicArtistSql('a')}`,
  // A showcase commission is public while its artist is: one of an artist never public never was.
  commission: `SELECT c.id FROM commissions c JOIN artists a ON a.id = c.artist_id
    WHERE c.id = ANY(?::int[]) AND ${everPublicArtistSql('a')}`,
};

/**
 * Of `ids`, those an anonymous visitor may have been allowed to see at some time (issue 27, point
 * 7): only their deletes go into an anonymous delta, so it carries no id of a draft, a pending
 * artist or anything else that was never public. A row that no longer exists at all is kept (its
 * tombstone may be owed; rows here are soft-deleted, so this does not happen in practice).
 */
export async function everPublicIds(db: Knex, entity: PublicEntity, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const [found, existing] = await readTogether(db, [
    () => db.raw<{ rows: { id: number }[] }>(EVER_PUBLIC[entity], [ids]),
    () => db(`${entity}s`).whereIn('id', ids).pluck('id') as Promise<number[]>,
  ]);
  const present = new Set(existing);
  return new Set([...found.rows.map((row) => row.id), ...ids.filter((id) => !present.has(id))]);
}
