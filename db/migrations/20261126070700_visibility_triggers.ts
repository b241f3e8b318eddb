import type { Knex } from 'knex';
import { publicArtistSql, publicArtworkRowSql } from '../../api/visibility/public-visibility';

/**
 * The sync triggers of migration 20261123000300 decide which rows to mark by the public-visibility
 * rule; they now take it from api/visibility/public-visibility.ts (issue 30, point 1) instead of a
 * copy: an inserted artwork marks its artist when it counts among the artist's public artworks, and
 * an update marks what depends on the rule whenever its outcome changes, besides the columns it
 * marked on before (so no mark is lost today, and a rule reading a new column still marks).
 * A later change of the rule recreates these functions again in its own migration.
 */

function artworksFunction(inserted: string, changed: string): string {
  return `CREATE OR REPLACE FUNCTION atelier_sync_artworks() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM atelier_sync_mark('artist', ARRAY(SELECT artist_id FROM new_rows WHERE ${inserted}));
      PERFORM atelier_sync_mark('artwork', ARRAY(SELECT id FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM atelier_sync_mark('artist', ARRAY(
        SELECT unnest(ARRAY[n.artist_id, o.artist_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.approval_status IS DISTINCT FROM o.approval_status
           OR n.deleted_at IS DISTINCT FROM o.deleted_at
           OR n.artist_id IS DISTINCT FROM o.artist_id${changed}));
      PERFORM atelier_sync_mark('artwork', ARRAY(SELECT id FROM new_rows));
    ELSE
      PERFORM atelier_sync_mark('artist', ARRAY(SELECT artist_id FROM old_rows));
      PERFORM atelier_sync_mark('artwork', ARRAY(SELECT id FROM old_rows));
    END IF;
    RETURN NULL;
  END $$`;
}

function artistsFunction(changed: string): string {
  return `CREATE OR REPLACE FUNCTION atelier_sync_artists() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    moved integer[];
    renamed integer[];
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM atelier_sync_mark('artist', ARRAY(SELECT id FROM old_rows));
      RETURN NULL;
    END IF;
    PERFORM atelier_sync_mark('artist', ARRAY(SELECT id FROM new_rows));
    IF TG_OP = 'UPDATE' THEN
      moved := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.approval_status IS DISTINCT FROM o.approval_status OR n.deleted_at IS DISTINCT FROM o.deleted_at${changed});
      IF cardinality(moved) > 0 THEN
        PERFORM atelier_sync_mark('artwork', ARRAY(SELECT w.id FROM artworks w WHERE w.artist_id = ANY(moved)));
        PERFORM atelier_sync_mark('commission', ARRAY(SELECT c.id FROM commissions c WHERE c.artist_id = ANY(moved)));
      END IF;
      renamed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.display_name IS DISTINCT FROM o.display_name OR n.user_id IS DISTINCT FROM o.user_id);
      IF cardinality(renamed) > 0 THEN
        PERFORM atelier_sync_mark('commissionRequest',
          ARRAY(SELECT r.id FROM commission_requests r WHERE r.artist_id = ANY(renamed)));
      END IF;
    END IF;
    RETURN NULL;
  END $$`;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    artworksFunction(
      publicArtworkRowSql('new_rows'),
      `\n           OR ${publicArtworkRowSql('n')} IS DISTINCT FROM ${publicArtworkRowSql('o')}`,
    ),
  );
  await knex.raw(
    artistsFunction(`\n          OR ${publicArtistSql('n')} IS DISTINCT FROM ${publicArtistSql('o')}`),
  );
}

/** Back to the functions of migration 20261123000300, as they were written there. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(artworksFunction(`approval_status = 'approved'`, ''));
  await knex.raw(artistsFunction(''));
}
