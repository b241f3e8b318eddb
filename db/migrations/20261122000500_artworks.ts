import type { Knex } from 'knex';
import { addSyncTrigger, checkIn, syncColumns } from './helpers';

const APPROVAL = ['pending', 'approved', 'rejected'] as const;
const STOCK_TYPES = ['original', 'print'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('artworks', (t) => {
    t.increments('id');
    t.integer('artist_id').notNullable().references('artists.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('description').nullable();
    t.integer('specialty_id').nullable().references('specialties.id').onDelete('SET NULL');
    t.integer('medium_id').nullable().references('mediums.id').onDelete('SET NULL');
    t.text('dimensions').nullable();
    t.integer('year_created').nullable();
    t.bigInteger('price_cents').nullable();
    t.text('image_url').nullable();
    t.text('approval_status').notNullable().defaultTo('pending');
    syncColumns(t, knex);
    t.check(checkIn('approval_status', APPROVAL), [], 'artworks_approval_status_check');
    t.check('price_cents IS NULL OR price_cents >= 0', [], 'artworks_price_check');
  });
  // List filters of spec section 7: approved, artistId, medium, specialty, price, recent first.
  await knex.raw('CREATE INDEX artworks_status_id_idx ON artworks (approval_status, id DESC)');
  await knex.raw('CREATE INDEX artworks_artist_idx ON artworks (artist_id, approval_status)');
  await knex.raw('CREATE INDEX artworks_medium_idx ON artworks (medium_id)');
  await knex.raw('CREATE INDEX artworks_specialty_idx ON artworks (specialty_id)');
  await knex.raw('CREATE INDEX artworks_price_idx ON artworks (price_cents)');
  await addSyncTrigger(knex, 'artworks');

  await knex.schema.createTable('artwork_images', (t) => {
    t.increments('id');
    t.integer('artwork_id').notNullable().references('artworks.id').onDelete('CASCADE');
    t.text('image_key').nullable();
    t.text('image_url').nullable();
    t.specificType('sizes', 'integer[]').notNullable().defaultTo('{}');
    t.integer('width').nullable();
    t.integer('height').nullable();
    t.boolean('is_primary').notNullable().defaultTo(false);
    t.text('alt_text').nullable();
    t.text('title').nullable();
    t.text('description').nullable();
    t.integer('position').notNullable().defaultTo(0);
    syncColumns(t, knex);
    t.check('image_key IS NOT NULL OR image_url IS NOT NULL', [], 'artwork_images_source_check');
  });
  await knex.raw('CREATE INDEX artwork_images_artwork_idx ON artwork_images (artwork_id, position)');
  // At most one live primary per artwork; the service keeps it exactly one.
  await knex.raw(
    'CREATE UNIQUE INDEX artwork_images_one_primary ON artwork_images (artwork_id) WHERE is_primary AND deleted_at IS NULL',
  );
  await addSyncTrigger(knex, 'artwork_images');

  await knex.schema.createTable('stock_items', (t) => {
    t.increments('id');
    t.integer('artwork_id').notNullable().references('artworks.id').onDelete('CASCADE');
    t.text('type').notNullable();
    t.bigInteger('price_cents').notNullable();
    t.integer('quantity').notNullable().defaultTo(1);
    t.text('dimensions').nullable();
    t.boolean('is_available').notNullable().defaultTo(true);
    syncColumns(t, knex);
    t.check(checkIn('type', STOCK_TYPES), [], 'stock_items_type_check');
    t.check('price_cents >= 0', [], 'stock_items_price_check');
    t.check('quantity >= 0', [], 'stock_items_quantity_check');
  });
  await knex.raw('CREATE INDEX stock_items_artwork_idx ON stock_items (artwork_id, type)');
  await addSyncTrigger(knex, 'stock_items');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stock_items');
  await knex.schema.dropTable('artwork_images');
  await knex.schema.dropTable('artworks');
}
