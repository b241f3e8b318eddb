import type { Knex } from 'knex';

/**
 * `GET /uploads/<key>` looks the key up to decide who may see the image (api/images/image-access.ts):
 * one index per table that stores image keys.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX artwork_images_image_key_idx ON artwork_images (image_key)');
  await knex.raw('CREATE INDEX artist_images_image_key_idx ON artist_images (image_key)');
  await knex.raw('CREATE INDEX commissions_image_key_idx ON commissions (image_key)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX commissions_image_key_idx');
  await knex.raw('DROP INDEX artist_images_image_key_idx');
  await knex.raw('DROP INDEX artwork_images_image_key_idx');
}
