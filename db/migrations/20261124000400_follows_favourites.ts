import type { Knex } from 'knex';

/**
 * Following artists and favourite artworks (issue 13, point 5): one row per (user, artist) and per
 * (user, artwork). Listed newest first per user; an artist's followers are counted and, when one of
 * their artworks becomes public, notified (api/modules/follows/notify-followers.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('artist_follows', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('artist_id').notNullable().references('id').inTable('artists').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'artist_id']);
  });
  // An artist's followers (the count, and whom to notify).
  await knex.raw('CREATE INDEX artist_follows_artist_idx ON artist_follows (artist_id, user_id)');
  // A user's list, newest first.
  await knex.raw(
    'CREATE INDEX artist_follows_user_recent_idx ON artist_follows (user_id, created_at DESC, artist_id DESC)',
  );

  await knex.schema.createTable('artwork_favourites', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('artwork_id').notNullable().references('id').inTable('artworks').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'artwork_id']);
  });
  await knex.raw(
    'CREATE INDEX artwork_favourites_user_recent_idx ON artwork_favourites (user_id, created_at DESC, artwork_id DESC)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('artwork_favourites');
  await knex.schema.dropTable('artist_follows');
}
