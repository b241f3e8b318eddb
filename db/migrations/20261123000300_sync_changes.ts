import type { Knex } from 'knex';

/**
 * Delta sync (issue 11, point 3; api/modules/sync): one row per synced thing, `(entity, id)`,
 * holding the 64-bit id (`xid8`) of the last transaction that changed it. The sync API serves only
 * rows whose transaction is older than every transaction still running
 * (`pg_snapshot_xmin(pg_current_snapshot())`), in `(xid, entity, id)` order, so a cursor never
 * passes a row that commits later: any transaction that commits after a cursor was made was either
 * running then (its xid is at least that xmin) or started later (a larger xid still).
 *
 * `sync_version_seq` (migration 20261122000100) is not enough for this: transaction A may take
 * version 10 and B version 11, B commits first, and a reader past 11 never sees 10. The `version`
 * columns stay as they are (each row's JSON carries its version); the order of the feed is the xid.
 *
 * The marks are kept by statement-level triggers with transition tables (one upsert per statement,
 * whatever the number of rows). Visibility is computed when the feed is read, so whatever can
 * change who may see a row marks that row too: an artist's approval or deletion marks every artwork
 * and commission of theirs; an artwork's approval marks its artist (the artwork count); images and
 * stock mark their artwork; names shown in other rows mark those rows.
 *
 * Marks are taken in one order (artist, artwork, commission, commissionRequest) wherever a
 * trigger takes several, so two transactions marking overlapping rows queue instead of deadlocking.
 *
 * Entities here: artwork (sent as `artwork` and, to its owner, `ownArtwork`), artist, commission,
 * specialty, medium, commissionRequest.
 *
 * `sync_horizon` is the newest xid whose tombstone was pruned (api/modules/sync/sync.repo.ts,
 * housekeeping): a cursor at or before it may have missed a delete and answers 410.
 */

const FUNCTIONS = [
  `CREATE FUNCTION atelier_sync_mark(p_entity text, p_ids integer[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO sync_changes (entity, id, xid, changed_at)
    SELECT p_entity, i, pg_current_xact_id(), now()
    FROM (SELECT DISTINCT unnest(p_ids) AS i) ids WHERE i IS NOT NULL ORDER BY i
    ON CONFLICT (entity, id) DO UPDATE SET xid = EXCLUDED.xid, changed_at = EXCLUDED.changed_at
      WHERE sync_changes.xid <> EXCLUDED.xid
  $$`,
  // One function per table: TG_ARGV[0] is the entity, the key column is `id`.
  `CREATE FUNCTION atelier_sync_rows() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM atelier_sync_mark(TG_ARGV[0], ARRAY(SELECT id FROM old_rows));
    ELSE
      PERFORM atelier_sync_mark(TG_ARGV[0], ARRAY(SELECT id FROM new_rows));
    END IF;
    RETURN NULL;
  END $$`,
  // Images and stock are part of their artwork's JSON.
  `CREATE FUNCTION atelier_sync_artwork_children() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM atelier_sync_mark('artwork', ARRAY(SELECT artwork_id FROM old_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM atelier_sync_mark('artwork', ARRAY(SELECT artwork_id FROM new_rows UNION SELECT artwork_id FROM old_rows));
    ELSE
      PERFORM atelier_sync_mark('artwork', ARRAY(SELECT artwork_id FROM new_rows));
    END IF;
    RETURN NULL;
  END $$`,
  // The profile image is part of the artist's JSON.
  `CREATE FUNCTION atelier_sync_artist_images() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM atelier_sync_mark('artist', ARRAY(SELECT artist_id FROM old_rows));
    ELSE
      PERFORM atelier_sync_mark('artist', ARRAY(SELECT artist_id FROM new_rows));
    END IF;
    RETURN NULL;
  END $$`,
  // An artwork, and its artist when the artist's count of approved artworks may change.
  `CREATE FUNCTION atelier_sync_artworks() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM atelier_sync_mark('artist', ARRAY(SELECT artist_id FROM new_rows WHERE approval_status = 'approved'));
      PERFORM atelier_sync_mark('artwork', ARRAY(SELECT id FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM atelier_sync_mark('artist', ARRAY(
        SELECT unnest(ARRAY[n.artist_id, o.artist_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.approval_status IS DISTINCT FROM o.approval_status
           OR n.deleted_at IS DISTINCT FROM o.deleted_at
           OR n.artist_id IS DISTINCT FROM o.artist_id));
      PERFORM atelier_sync_mark('artwork', ARRAY(SELECT id FROM new_rows));
    ELSE
      PERFORM atelier_sync_mark('artist', ARRAY(SELECT artist_id FROM old_rows));
      PERFORM atelier_sync_mark('artwork', ARRAY(SELECT id FROM old_rows));
    END IF;
    RETURN NULL;
  END $$`,
  // An artist; when its approval or deletion changes, everything whose visibility follows it.
  `CREATE FUNCTION atelier_sync_artists() RETURNS trigger LANGUAGE plpgsql AS $$
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
        WHERE n.approval_status IS DISTINCT FROM o.approval_status OR n.deleted_at IS DISTINCT FROM o.deleted_at);
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
  END $$`,
  // A user's names and email are shown in their artist profile and in commission requests.
  // (Artworks and commissions follow through the search_text refresh, which updates them.)
  `CREATE FUNCTION atelier_sync_users() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    renamed integer[];
  BEGIN
    renamed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.first_name IS DISTINCT FROM o.first_name OR n.last_name IS DISTINCT FROM o.last_name
         OR n.username IS DISTINCT FROM o.username OR n.email IS DISTINCT FROM o.email);
    IF cardinality(renamed) > 0 THEN
      PERFORM atelier_sync_mark('artist', ARRAY(SELECT a.id FROM artists a WHERE a.user_id = ANY(renamed)));
      PERFORM atelier_sync_mark('commissionRequest', ARRAY(
        SELECT r.id FROM commission_requests r WHERE r.user_id = ANY(renamed)
        UNION
        SELECT r.id FROM commission_requests r JOIN artists a ON a.id = r.artist_id WHERE a.user_id = ANY(renamed)));
    END IF;
    RETURN NULL;
  END $$`,
];

/** [table, function, argument]: one trigger per event (a trigger with transition tables has one event). */
const TRIGGERS: Array<[string, string, string]> = [
  ['artworks', 'atelier_sync_artworks', ''],
  ['artwork_images', 'atelier_sync_artwork_children', ''],
  ['stock_items', 'atelier_sync_artwork_children', ''],
  ['artists', 'atelier_sync_artists', ''],
  ['artist_images', 'atelier_sync_artist_images', ''],
  ['commissions', 'atelier_sync_rows', 'commission'],
  ['commission_requests', 'atelier_sync_rows', 'commissionRequest'],
  ['specialties', 'atelier_sync_rows', 'specialty'],
  ['mediums', 'atelier_sync_rows', 'medium'],
];

function triggerSql(table: string, fn: string, arg: string): string[] {
  const args = arg ? `'${arg}'` : '';
  return [
    `CREATE TRIGGER ${table}_sync_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}(${args})`,
    `CREATE TRIGGER ${table}_sync_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}(${args})`,
    `CREATE TRIGGER ${table}_sync_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}(${args})`,
  ];
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE sync_changes (
    entity text NOT NULL,
    id integer NOT NULL,
    xid xid8 NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (entity, id)
  )`);
  // The feed's order and its keyset; pruning by age.
  await knex.raw('CREATE INDEX sync_changes_feed_idx ON sync_changes (xid, entity, id)');
  await knex.raw('CREATE INDEX sync_changes_changed_at_idx ON sync_changes (changed_at)');
  await knex.raw(`CREATE TABLE sync_horizon (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    xid xid8 NOT NULL DEFAULT '0'
  )`);
  await knex.raw('INSERT INTO sync_horizon DEFAULT VALUES');
  for (const sql of FUNCTIONS) await knex.raw(sql);
  for (const [table, fn, arg] of TRIGGERS) for (const sql of triggerSql(table, fn, arg)) await knex.raw(sql);
  await knex.raw(`CREATE TRIGGER users_sync_update AFTER UPDATE ON users
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_sync_users()`);
  // Everything that exists now is a change a first delta after this migration may need.
  for (const [entity, table] of [
    ['artwork', 'artworks'],
    ['artist', 'artists'],
    ['commission', 'commissions'],
    ['commissionRequest', 'commission_requests'],
    ['specialty', 'specialties'],
    ['medium', 'mediums'],
  ]) {
    await knex.raw(`SELECT atelier_sync_mark(?, ARRAY(SELECT id FROM ${table}))`, [entity!]);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS users_sync_update ON users');
  for (const [table] of TRIGGERS) {
    for (const event of ['insert', 'update', 'delete']) {
      await knex.raw(`DROP TRIGGER IF EXISTS ${table}_sync_${event} ON ${table}`);
    }
  }
  for (const fn of [
    'atelier_sync_users()',
    'atelier_sync_artists()',
    'atelier_sync_artworks()',
    'atelier_sync_artist_images()',
    'atelier_sync_artwork_children()',
    'atelier_sync_rows()',
    'atelier_sync_mark(text, integer[])',
  ]) {
    await knex.raw(`DROP FUNCTION IF EXISTS ${fn}`);
  }
  await knex.raw('DROP TABLE IF EXISTS sync_horizon');
  await knex.raw('DROP TABLE IF EXISTS sync_changes');
}
