import type { Knex } from 'knex';
import { imageFields } from '../../images/image-urls';
import type { Storage } from '../../storage/storage';

// The SQL fragments the cart (cart.repo.ts) and the purchases (purchase-reads.repo.ts) read a line
// with: the artist's public name, the artwork's primary image, a print's description and sources.
/** The artist's public name: the profile's display name, else the person's name (`au` is the artist's user). */
export const ARTIST_NAME =
  "coalesce(nullif(a.display_name, ''), au.first_name || ' ' || au.last_name) AS artist_name";

/** The artwork's primary image columns, for one row aliased `w`. */
export function primaryImage(db: Knex) {
  return db.raw(
    `(SELECT row_to_json(i) FROM (SELECT image_key, image_url, sizes FROM artwork_images
       WHERE artwork_id = w.id AND deleted_at IS NULL ORDER BY is_primary DESC, position, id LIMIT 1) i) AS image`,
  );
}
export type ImageCols = { image_key: string | null; image_url: string | null; sizes: number[] | null } | null;
export const imageUrlOf = (storage: Storage, image: ImageCols) =>
  image ? imageFields(storage, image).imageUrl : null;

/**
 * Print description: a print-on-demand variant's own name ('Matte poster · 18″×24″'), else the
 * product's; an in-stock print ('s') is 'Print · ' and its size (as the artwork page labels it).
 */
export function printDescription(db: Knex) {
  return db.raw(
    `coalesce((SELECT v.value->>'name' FROM jsonb_array_elements(pp.variants) v(value)
       WHERE v.value->>'external_id' = p.variant_id LIMIT 1), pp.name,
       'Print · ' || coalesce(nullif(btrim(s.dimensions), ''), 'Standard Print')) AS description`,
  );
}

/** A print line's two possible sources: a print-on-demand product or the artist's stock print. */
export function printSources(q: Knex.QueryBuilder) {
  return q
    .leftJoin('pod_products as pp', 'pp.id', 'p.pod_product_id')
    .leftJoin('stock_items as s', 's.id', 'p.stock_item_id');
}
