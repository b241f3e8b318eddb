import type { Knex } from 'knex';
import { addSyncTrigger, checkIn, syncColumns } from './helpers';

const APPROVAL = ['pending', 'approved', 'rejected'] as const;
const IMAGE_TYPES = ['portfolio', 'profile', 'studio', 'process', 'exhibition'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('artists', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('display_name').nullable();
    t.text('bio').nullable();
    t.specificType('specialties', 'text[]').notNullable().defaultTo('{}');
    t.text('website').nullable();
    t.text('portfolio_url').nullable();
    t.jsonb('social_links').notNullable().defaultTo('{}');
    t.boolean('is_verified').notNullable().defaultTo(false);
    t.text('approval_status').notNullable().defaultTo('pending');
    syncColumns(t, knex);
    t.check(checkIn('approval_status', APPROVAL), [], 'artists_approval_status_check');
  });
  // One live profile per user.
  await knex.raw('CREATE UNIQUE INDEX artists_user_id_key ON artists (user_id) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX artists_approval_idx ON artists (approval_status, created_at DESC)');
  await knex.raw('CREATE INDEX artists_specialties_idx ON artists USING gin (specialties)');
  await addSyncTrigger(knex, 'artists');

  await knex.schema.createTable('artist_images', (t) => {
    t.increments('id');
    t.integer('artist_id').notNullable().references('artists.id').onDelete('CASCADE');
    t.text('image_key').nullable();
    t.text('image_url').nullable();
    t.specificType('sizes', 'integer[]').notNullable().defaultTo('{}');
    t.integer('width').nullable();
    t.integer('height').nullable();
    t.text('title').nullable();
    t.text('description').nullable();
    t.text('image_type').notNullable().defaultTo('portfolio');
    t.boolean('is_profile_image').notNullable().defaultTo(false);
    t.integer('position').notNullable().defaultTo(0);
    syncColumns(t, knex);
    t.check(checkIn('image_type', IMAGE_TYPES), [], 'artist_images_image_type_check');
    t.check('image_key IS NOT NULL OR image_url IS NOT NULL', [], 'artist_images_source_check');
  });
  await knex.raw('CREATE INDEX artist_images_artist_idx ON artist_images (artist_id, position)');
  await knex.raw(
    'CREATE UNIQUE INDEX artist_images_one_profile ON artist_images (artist_id) WHERE is_profile_image AND deleted_at IS NULL',
  );
  await addSyncTrigger(knex, 'artist_images');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('artist_images');
  await knex.schema.dropTable('artists');
}
