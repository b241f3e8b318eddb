import type { Knex } from 'knex';

/**
 * A catalogue of 100,000 artworks (issue 10): indexes for every sort and filter a list page makes
 * (keyset pagination, api/lib/keyset.ts: the expressions here are exactly the sort keys of the
 * repos), and search through a denormalised `search_text` column per searched table, kept by
 * triggers and served by a trigram (`pg_trgm`) GIN index. `search_text ILIKE '%x%'` matches what
 * the old per-column `ILIKE`s matched: the fields are joined with a newline, which a search (one
 * trimmed line of text) does not contain in practice.
 */

// The artist's public name (api/lib/sql.ts artistNameSql), over artists a and users u.
const ARTIST_NAME = `COALESCE(NULLIF(trim(a.display_name), ''), NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)`;

const FUNCTIONS = `
CREATE FUNCTION atelier_artwork_search_text(p_title text, p_description text, p_artist_id integer, p_medium_id integer, p_specialty_id integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\\n', p_title, p_description,
    (SELECT concat_ws(E'\\n', ${ARTIST_NAME}, u.username) FROM artists a JOIN users u ON u.id = a.user_id WHERE a.id = p_artist_id),
    (SELECT m.name FROM mediums m WHERE m.id = p_medium_id),
    (SELECT s.name FROM specialties s WHERE s.id = p_specialty_id))
$$;

CREATE FUNCTION atelier_artist_search_text(p_display_name text, p_bio text, p_specialties text[], p_user_id integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\\n', p_display_name,
    (SELECT concat_ws(E'\\n', u.first_name || ' ' || u.last_name, u.username) FROM users u WHERE u.id = p_user_id),
    p_bio, array_to_string(p_specialties, ' '))
$$;

CREATE FUNCTION atelier_commission_search_text(p_title text, p_description text, p_medium text, p_artist_id integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\\n', p_title, p_description, p_medium,
    (SELECT ${ARTIST_NAME} FROM artists a JOIN users u ON u.id = a.user_id WHERE a.id = p_artist_id))
$$;

CREATE FUNCTION atelier_artworks_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := atelier_artwork_search_text(NEW.title, NEW.description, NEW.artist_id, NEW.medium_id, NEW.specialty_id);
  RETURN NEW;
END $$;

CREATE FUNCTION atelier_artists_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := atelier_artist_search_text(NEW.display_name, NEW.bio, NEW.specialties, NEW.user_id);
  RETURN NEW;
END $$;

CREATE FUNCTION atelier_commissions_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := atelier_commission_search_text(NEW.title, NEW.description, NEW.medium, NEW.artist_id);
  RETURN NEW;
END $$;

-- A change of a name shown in other rows refreshes those rows (only where the text changes).
CREATE FUNCTION atelier_refresh_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE artists a SET search_text = atelier_artist_search_text(a.display_name, a.bio, a.specialties, a.user_id)
      WHERE a.user_id = NEW.id
        AND a.search_text IS DISTINCT FROM atelier_artist_search_text(a.display_name, a.bio, a.specialties, a.user_id);
    UPDATE artworks w SET search_text = atelier_artwork_search_text(w.title, w.description, w.artist_id, w.medium_id, w.specialty_id)
      WHERE w.artist_id IN (SELECT id FROM artists WHERE user_id = NEW.id)
        AND w.search_text IS DISTINCT FROM atelier_artwork_search_text(w.title, w.description, w.artist_id, w.medium_id, w.specialty_id);
    UPDATE commissions c SET search_text = atelier_commission_search_text(c.title, c.description, c.medium, c.artist_id)
      WHERE c.artist_id IN (SELECT id FROM artists WHERE user_id = NEW.id)
        AND c.search_text IS DISTINCT FROM atelier_commission_search_text(c.title, c.description, c.medium, c.artist_id);
  ELSIF TG_TABLE_NAME = 'artists' THEN
    UPDATE artworks w SET search_text = atelier_artwork_search_text(w.title, w.description, w.artist_id, w.medium_id, w.specialty_id)
      WHERE w.artist_id = NEW.id
        AND w.search_text IS DISTINCT FROM atelier_artwork_search_text(w.title, w.description, w.artist_id, w.medium_id, w.specialty_id);
    UPDATE commissions c SET search_text = atelier_commission_search_text(c.title, c.description, c.medium, c.artist_id)
      WHERE c.artist_id = NEW.id
        AND c.search_text IS DISTINCT FROM atelier_commission_search_text(c.title, c.description, c.medium, c.artist_id);
  ELSIF TG_TABLE_NAME = 'mediums' THEN
    UPDATE artworks w SET search_text = atelier_artwork_search_text(w.title, w.description, w.artist_id, w.medium_id, w.specialty_id)
      WHERE w.medium_id = NEW.id
        AND w.search_text IS DISTINCT FROM atelier_artwork_search_text(w.title, w.description, w.artist_id, w.medium_id, w.specialty_id);
  ELSIF TG_TABLE_NAME = 'specialties' THEN
    UPDATE artworks w SET search_text = atelier_artwork_search_text(w.title, w.description, w.artist_id, w.medium_id, w.specialty_id)
      WHERE w.specialty_id = NEW.id
        AND w.search_text IS DISTINCT FROM atelier_artwork_search_text(w.title, w.description, w.artist_id, w.medium_id, w.specialty_id);
  END IF;
  RETURN NULL;
END $$;
`;

const TRIGGERS = `
CREATE TRIGGER artworks_search_text BEFORE INSERT OR UPDATE OF title, description, artist_id, medium_id, specialty_id, search_text
  ON artworks FOR EACH ROW EXECUTE FUNCTION atelier_artworks_search_text();
CREATE TRIGGER artists_search_text BEFORE INSERT OR UPDATE OF display_name, bio, specialties, user_id, search_text
  ON artists FOR EACH ROW EXECUTE FUNCTION atelier_artists_search_text();
CREATE TRIGGER commissions_search_text BEFORE INSERT OR UPDATE OF title, description, medium, artist_id, search_text
  ON commissions FOR EACH ROW EXECUTE FUNCTION atelier_commissions_search_text();
CREATE TRIGGER users_refresh_search_text AFTER UPDATE OF first_name, last_name, username
  ON users FOR EACH ROW EXECUTE FUNCTION atelier_refresh_search_text();
CREATE TRIGGER artists_refresh_search_text AFTER UPDATE OF display_name, user_id
  ON artists FOR EACH ROW EXECUTE FUNCTION atelier_refresh_search_text();
CREATE TRIGGER mediums_refresh_search_text AFTER UPDATE OF name
  ON mediums FOR EACH ROW EXECUTE FUNCTION atelier_refresh_search_text();
CREATE TRIGGER specialties_refresh_search_text AFTER UPDATE OF name
  ON specialties FOR EACH ROW EXECUTE FUNCTION atelier_refresh_search_text();
`;

// Sort keys (the repos' *_SORTS). Each live-rows index comes twice: per approval status (public
// galleries, the admin's status filter) and over all live rows (the admin's "all").
const ARTWORK_KEYS = {
  recent: 'id',
  price_low: 'coalesce(price_cents, 9223372036854775807), id',
  price_high: 'coalesce(price_cents, -1), id',
  title: 'lower(title), id',
};

const INDEXES = [
  ...Object.entries(ARTWORK_KEYS).flatMap(([name, keys]) => [
    `CREATE INDEX artworks_status_${name}_idx ON artworks (approval_status, ${keys}) WHERE deleted_at IS NULL`,
    `CREATE INDEX artworks_live_${name}_idx ON artworks (${keys}) WHERE deleted_at IS NULL`,
  ]),
  // An artist's own artworks (profile pages, the artist's dashboard), recent first.
  'CREATE INDEX artworks_artist_id_idx ON artworks (artist_id, id) WHERE deleted_at IS NULL',
  'CREATE INDEX artworks_search_idx ON artworks USING gin (search_text gin_trgm_ops)',
  // Artists: recent (created_at, id) and verified first (is_verified, created_at, id).
  'CREATE INDEX artists_status_recent_idx ON artists (approval_status, created_at, id) WHERE deleted_at IS NULL',
  'CREATE INDEX artists_status_verified_idx ON artists (approval_status, is_verified, created_at, id) WHERE deleted_at IS NULL',
  'CREATE INDEX artists_live_recent_idx ON artists (created_at, id) WHERE deleted_at IS NULL',
  'CREATE INDEX artists_live_verified_idx ON artists (is_verified, created_at, id) WHERE deleted_at IS NULL',
  'CREATE INDEX artists_search_idx ON artists USING gin (search_text gin_trgm_ops)',
  // The artist page's artwork count.
  "CREATE INDEX artworks_artist_approved_idx ON artworks (artist_id) WHERE approval_status = 'approved' AND deleted_at IS NULL",
  // Commissions: the showcase gallery in each sort, an artist's own.
  'CREATE INDEX commissions_live_recent_idx ON commissions (is_showcase, id) WHERE deleted_at IS NULL',
  'CREATE INDEX commissions_live_price_low_idx ON commissions (is_showcase, coalesce(price_cents, 9223372036854775807), id) WHERE deleted_at IS NULL',
  'CREATE INDEX commissions_live_price_high_idx ON commissions (is_showcase, coalesce(price_cents, -1), id) WHERE deleted_at IS NULL',
  'CREATE INDEX commissions_live_title_idx ON commissions (is_showcase, lower(title), id) WHERE deleted_at IS NULL',
  'CREATE INDEX commissions_artist_id_idx ON commissions (artist_id, id) WHERE deleted_at IS NULL',
  'CREATE INDEX commissions_search_idx ON commissions USING gin (search_text gin_trgm_ops)',
  // Commission requests, recent first, sent or received (with a status filter), live only.
  'CREATE INDEX commission_requests_user_live_idx ON commission_requests (user_id, id) WHERE deleted_at IS NULL',
  'CREATE INDEX commission_requests_artist_live_idx ON commission_requests (artist_id, id) WHERE deleted_at IS NULL',
  'CREATE INDEX commission_requests_artist_status_live_idx ON commission_requests (artist_id, status, id) WHERE deleted_at IS NULL',
  // The admin's artist users, recent first.
  "CREATE INDEX users_artist_recent_idx ON users (created_at, id) WHERE role = 'bus_admin'",
];

/** One statement per call (the extended protocol takes one at a time); blocks are blank-line separated. */
function statements(sql: string): string[] {
  return sql
    .split(/\n\s*\n|;\n(?=CREATE)/)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter((s) => s.length > 0);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  for (const table of ['artworks', 'artists', 'commissions']) {
    await knex.raw(`ALTER TABLE ${table} ADD COLUMN search_text text`);
  }
  for (const sql of statements(FUNCTIONS)) await knex.raw(sql);
  // Existing rows (this bumps their version: their rows changed).
  await knex.raw(
    'UPDATE artworks SET search_text = atelier_artwork_search_text(title, description, artist_id, medium_id, specialty_id)',
  );
  await knex.raw(
    'UPDATE artists SET search_text = atelier_artist_search_text(display_name, bio, specialties, user_id)',
  );
  await knex.raw(
    'UPDATE commissions SET search_text = atelier_commission_search_text(title, description, medium, artist_id)',
  );
  for (const sql of statements(TRIGGERS)) await knex.raw(sql);
  for (const sql of INDEXES) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of INDEXES) {
    await knex.raw(`DROP INDEX IF EXISTS ${/INDEX (\w+)/.exec(sql)![1]}`);
  }
  for (const [table, trigger] of [
    ['artworks', 'artworks_search_text'],
    ['artists', 'artists_search_text'],
    ['commissions', 'commissions_search_text'],
    ['users', 'users_refresh_search_text'],
    ['artists', 'artists_refresh_search_text'],
    ['mediums', 'mediums_refresh_search_text'],
    ['specialties', 'specialties_refresh_search_text'],
  ]) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${trigger} ON ${table}`);
  }
  for (const fn of [
    'atelier_refresh_search_text()',
    'atelier_artworks_search_text()',
    'atelier_artists_search_text()',
    'atelier_commissions_search_text()',
    'atelier_artwork_search_text(text, text, integer, integer, integer)',
    'atelier_artist_search_text(text, text, text[], integer)',
    'atelier_commission_search_text(text, text, text, integer)',
  ]) {
    await knex.raw(`DROP FUNCTION IF EXISTS ${fn}`);
  }
  for (const table of ['artworks', 'artists', 'commissions']) {
    await knex.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS search_text`);
  }
  // pg_trgm stays: other objects may use it, and it costs nothing.
}
