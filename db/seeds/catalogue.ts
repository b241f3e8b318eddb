import type { Knex } from 'knex';
import { artistNameSql } from '../../api/lib/sql';

/**
 * A large, realistic-looking catalogue generated with set-based SQL (`generate_series`), for the
 * EXPLAIN test (a few thousand artworks) and `npm run bench:data` (100,000). Every row goes through
 * the normal triggers (versions, `search_text`). Names carry `tag` so a run can be told apart.
 */
export interface CatalogueSize {
  artists: number;
  artworks: number;
  collectors: number;
  requests: number;
  commissions: number;
  /** The small set of image URLs every artwork's images are drawn from. */
  imageUrls: string[];
  tag?: string;
}

const WORDS_A = [
  'Quiet',
  'Blue',
  'Crimson',
  'Golden',
  'Morning',
  'Distant',
  'Silent',
  'Broken',
  'Northern',
  'Hidden',
  'Amber',
  'Velvet',
  'Paper',
  'Salt',
  'Winter',
  'Green',
  'Iron',
  'Pale',
  'Wild',
  'Small',
];
const WORDS_B = [
  'Harbour',
  'Garden',
  'Study',
  'Field',
  'River',
  'Window',
  'Portrait',
  'Horizon',
  'Forest',
  'Shore',
  'Light',
  'Room',
  'City',
  'Orchard',
  'Tide',
  'Bloom',
  'Figure',
];
const FIRST = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Elena',
  'Farid',
  'Greta',
  'Hiro',
  'Ines',
  'Jonas',
  'Kemi',
];
const LAST = ['Moreau', 'Okafor', 'Lindqvist', 'Tanaka', 'Rossi', 'Haddad', 'Novak', 'Silva', 'Byrne'];
const MEDIUMS = [
  'Oil',
  'Acrylic',
  'Watercolor',
  'Ink',
  'Charcoal',
  'Gouache',
  'Pastel',
  'Photography',
  'Digital',
  'Mixed Media',
];
const SPECIALTIES = [
  'Abstract',
  'Landscape',
  'Portrait',
  'Still Life',
  'Urban',
  'Botanical',
  'Seascape',
  'Figurative',
  'Minimalist',
  'Surreal',
  'Wildlife',
  'Architecture',
];

const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
const pick = (values: string[], expr: string) => `(${arr(values)})[1 + ((${expr}) % ${values.length})]`;

/**
 * Drops the indexes of `tables` that no constraint owns (in `trx`: a rollback brings them back);
 * the returned function builds them again, with the memory a bulk build wants.
 */
async function withoutIndexes(trx: Knex.Transaction, tables: string[]): Promise<() => Promise<void>> {
  const indexes = (
    await trx.raw(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       WHERE i.indrelid = ANY(?::regclass[])
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [tables],
    )
  ).rows as Array<{ name: string; definition: string }>;
  for (const index of indexes) await trx.raw(`DROP INDEX ${index.name}`);
  return async () => {
    await trx.raw(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of indexes) await trx.raw(index.definition);
  };
}

/** Inserts the catalogue; returns how many rows of each kind it wrote. */
export async function generateCatalogue(knex: Knex, size: CatalogueSize): Promise<Record<string, number>> {
  const tag = size.tag ?? 'gen';
  const hash = 'generated-no-login'; // not an argon2 hash: these accounts cannot sign in
  for (const [table, names] of [
    ['mediums', MEDIUMS],
    ['specialties', SPECIALTIES],
  ] as const) {
    await knex.raw(
      `INSERT INTO ${table} (name) SELECT unnest(${arr(names)}) ON CONFLICT (lower(name)) DO NOTHING`,
    );
  }
  await knex.raw(
    `INSERT INTO users (email, password_hash, first_name, last_name, username, role, created_at, email_verified_at)
     SELECT '${tag}-artist-' || n || '@bench.test', '${hash}', ${pick(FIRST, 'n')}, ${pick(LAST, 'n * 7')},
            '${tag}_artist_' || n, 'bus_admin', now() - (n || ' minutes')::interval, now()
     FROM generate_series(1, ${size.artists}) AS n`,
  );
  await knex.raw(
    `INSERT INTO users (email, password_hash, first_name, last_name, username, role, email_verified_at)
     SELECT '${tag}-collector-' || n || '@bench.test', '${hash}', ${pick(FIRST, 'n * 3')}, ${pick(LAST, 'n')},
            '${tag}_collector_' || n, 'user', now()
     FROM generate_series(1, ${size.collectors}) AS n`,
  );
  await knex.raw(
    `INSERT INTO artists (user_id, display_name, bio, specialties, is_verified, approval_status, created_at)
     SELECT u.id,
            CASE WHEN u.id % 3 = 0 THEN NULL ELSE u.first_name || ' ' || u.last_name || ' Studio' END,
            'Works in ' || lower(${pick(SPECIALTIES, 'u.id')}) || ' and ' || lower(${pick(MEDIUMS, 'u.id * 3')}) || '.',
            ARRAY[${pick(SPECIALTIES, 'u.id')}],
            u.id % 4 = 0,
            CASE WHEN u.id % 20 = 0 THEN 'pending' WHEN u.id % 53 = 0 THEN 'rejected' ELSE 'approved' END,
            u.created_at
     FROM users u WHERE u.username LIKE '${tag}\\_artist\\_%'`,
  );
  // The artworks, their images and stock in one transaction (issue 29, a bulk load): their tables'
  // indexes are built once at the end rather than row by row (the trigram index most of all), and
  // the artworks' search_text is built from the joined rows instead of by the row trigger (three
  // subqueries per row; db/seeds/catalogue.test.ts compares the two). Any failure rolls it all
  // back, the trigger and the indexes with it.
  const urls = arr(size.imageUrls);
  // The spreading products (n * 7919, n * 7717) are taken in bigint: past 277,000 artworks they
  // overflow an integer. The artists' ids are an array taken once by a scalar subquery (an
  // InitPlan, a parameter of the plan), as the mediums' are: aggregated in a FROM item, the array
  // (4 bytes per artist) was a column of every generated row, and the hash join to the artists
  // spilled it to disk row by row (1,000,000 rows x 400 kB at 100,000 artists filled the disk).

  await knex.transaction(async (trx) => {
    const rebuild = await withoutIndexes(trx, ['artworks', 'artwork_images', 'stock_items']);
    await trx.raw('ALTER TABLE artworks DISABLE TRIGGER artworks_search_text');
    await trx.raw(
      `WITH ids AS (SELECT (SELECT array_agg(a.id ORDER BY a.id) FROM artists a
                    JOIN users u ON u.id = a.user_id WHERE u.username LIKE '${tag}\\_artist\\_%') AS artists),
            ref AS (SELECT (SELECT array_agg(id ORDER BY id) FROM mediums) AS mediums,
                           (SELECT array_agg(id ORDER BY id) FROM specialties) AS specialties),
            generated AS (
              SELECT n, ids.artists[1 + ((n::bigint * 7919) % cardinality(ids.artists))::int] AS artist_id,
                     ${pick(WORDS_A, 'n')} || ' ' || ${pick(WORDS_B, 'n / 20')} || ' ' || (n % 97) AS title,
                     'A ' || lower(${pick(WORDS_A, 'n * 3')}) || ' piece about ' || lower(${pick(WORDS_B, 'n * 5')}) || '.' AS description,
                     ref.mediums[1 + n % cardinality(ref.mediums)] AS medium_id,
                     ref.specialties[1 + (n * 5) % cardinality(ref.specialties)] AS specialty_id
              FROM generate_series(1, ${size.artworks}) AS n, ids, ref)
       INSERT INTO artworks (artist_id, title, description, medium_id, specialty_id, dimensions, year_created,
                             price_cents, approval_status, created_at, search_text)
       SELECT g.artist_id, g.title, g.description, g.medium_id, g.specialty_id,
              (20 + n % 80) || ' x ' || (20 + n % 60) || ' cm',
              1990 + n % 35,
              CASE WHEN n % 19 = 0 THEN NULL ELSE 2000 + ((n::bigint * 7717) % 500000)::int END,
              CASE WHEN n % 14 = 0 THEN 'pending' WHEN n % 33 = 0 THEN 'rejected' ELSE 'approved' END,
              now() - (n || ' seconds')::interval,
              concat_ws(E'\\n', g.title, g.description, concat_ws(E'\\n', ${artistNameSql('a', 'u')}, u.username),
                        m.name, s.name)
       FROM generated g JOIN artists a ON a.id = g.artist_id JOIN users u ON u.id = a.user_id
       LEFT JOIN mediums m ON m.id = g.medium_id LEFT JOIN specialties s ON s.id = g.specialty_id
       ORDER BY g.n`,
    );
    await trx.raw(
      `INSERT INTO artwork_images (artwork_id, image_url, width, height, is_primary, alt_text, position)
       SELECT aw.id, (${urls})[1 + (aw.id + k) % ${size.imageUrls.length}], 1200, 900, k = 0, aw.title, k
       FROM artworks aw JOIN artists a ON a.id = aw.artist_id JOIN users u ON u.id = a.user_id
       CROSS JOIN LATERAL generate_series(0, aw.id % 3) AS k
       WHERE u.username LIKE '${tag}\\_artist\\_%'`,
    );
    await trx.raw(
      `INSERT INTO stock_items (artwork_id, type, price_cents, quantity)
       SELECT aw.id, t.type, coalesce(aw.price_cents, 5000) / t.div, t.qty
       FROM artworks aw JOIN artists a ON a.id = aw.artist_id JOIN users u ON u.id = a.user_id
       CROSS JOIN (VALUES ('original', 1, 1), ('print', 10, 25)) AS t(type, div, qty)
       WHERE u.username LIKE '${tag}\\_artist\\_%' AND (t.type = 'original' OR aw.id % 3 = 0)`,
    );
    await trx.raw('ALTER TABLE artworks ENABLE TRIGGER artworks_search_text');
    await rebuild();
  });
  await knex.raw(
    `WITH artists AS (SELECT array_agg(a.id ORDER BY a.id) AS ids FROM artists a
                      JOIN users u ON u.id = a.user_id WHERE u.username LIKE '${tag}\\_artist\\_%')
     INSERT INTO commissions (artist_id, title, description, medium, price_cents, is_showcase, image_url)
     SELECT artists.ids[1 + (n * 31) % cardinality(artists.ids)], ${pick(WORDS_A, 'n * 11')} || ' Commission ' || n,
            'Commissioned ' || lower(${pick(WORDS_B, 'n')}) || '.', ${pick(MEDIUMS, 'n')},
            CASE WHEN n % 9 = 0 THEN NULL ELSE 10000 + (n * 3571) % 200000 END, n % 5 <> 0,
            (${urls})[1 + n % ${size.imageUrls.length}]
     FROM generate_series(1, ${size.commissions}) AS n, artists`,
  );
  await knex.raw(
    `WITH artists AS (SELECT array_agg(a.id ORDER BY a.id) AS ids FROM artists a
                      JOIN users u ON u.id = a.user_id WHERE u.username LIKE '${tag}\\_artist\\_%'),
          collectors AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE username LIKE '${tag}\\_collector\\_%')
     INSERT INTO commission_requests (user_id, artist_id, title, description, budget_cents, status)
     SELECT collectors.ids[1 + n % cardinality(collectors.ids)],
            -- a few artists receive many requests (the busiest dashboards)
            artists.ids[1 + CASE WHEN n % 2 = 0 THEN n % 10 ELSE (n * 17) % cardinality(artists.ids) END],
            'Request ' || n, 'Could you paint ' || lower(${pick(WORDS_B, 'n')}) || ' for me.',
            50000 + (n * 13) % 100000,
            (ARRAY['pending', 'accepted', 'rejected', 'in_progress', 'completed', 'cancelled'])[1 + n % 6]
     FROM generate_series(1, ${size.requests}) AS n, artists, collectors`,
  );
  await knex.raw('ANALYZE');
  return {
    artists: size.artists,
    collectors: size.collectors,
    artworks: size.artworks,
    commissions: size.commissions,
    requests: size.requests,
  };
}
