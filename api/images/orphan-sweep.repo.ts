import type { Knex } from 'knex';

/**
 * Which of `keys` a live row stores as its image (artwork images, artist images, showcase
 * commissions). A deleted row's files are removed when its delete commits: they count as
 * unreferenced here too.
 */
export async function referencedImageKeys(db: Knex, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const live = (table: string) =>
    db(table).whereIn('image_key', keys).whereNull('deleted_at').select('image_key');
  const rows = await live('artwork_images').union(live('artist_images')).union(live('commissions'));
  return new Set((rows as Array<{ image_key: string }>).map((row) => row.image_key));
}
