import type { Knex } from 'knex';

/**
 * Send back for review (issue 25, point 6). `edited_at` is when the artist last changed an artist
 * profile or artwork, so 'Submit for review again' is offered only for an edit made after the
 * admin's decision. `moderation_events` is the history both sides read: each approval, rejection,
 * revoke (with its reason) and each resubmission (with the artist's optional note). The last
 * decision already kept in the moderation columns becomes the first entry of each history.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['artists', 'artworks']) {
    await knex.schema.alterTable(table, (t) => {
      t.timestamp('edited_at', { useTz: true }).nullable();
    });
  }
  await knex.schema.createTable('moderation_events', (t) => {
    t.increments('id');
    t.integer('artist_id').nullable().references('id').inTable('artists').onDelete('CASCADE');
    t.integer('artwork_id').nullable().references('id').inTable('artworks').onDelete('CASCADE');
    t.text('action').notNullable();
    t.text('note').nullable();
    t.integer('by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['artist_id']);
    t.index(['artwork_id']);
  });
  await knex.raw(
    `ALTER TABLE moderation_events
       ADD CONSTRAINT moderation_events_action_check
         CHECK (action IN ('approved', 'rejected', 'revoked', 'resubmitted')),
       ADD CONSTRAINT moderation_events_subject_check
         CHECK ((artist_id IS NULL) <> (artwork_id IS NULL))`,
  );
  await knex.raw(
    `INSERT INTO moderation_events (artist_id, action, note, created_at)
       SELECT id, moderation_action, moderation_reason, moderated_at FROM artists
        WHERE moderated_at IS NOT NULL AND moderation_action IS NOT NULL`,
  );
  await knex.raw(
    `INSERT INTO moderation_events (artwork_id, action, note, created_at)
       SELECT id, moderation_action, moderation_reason, moderated_at FROM artworks
        WHERE moderated_at IS NOT NULL AND moderation_action IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('moderation_events');
  for (const table of ['artists', 'artworks']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('edited_at');
    });
  }
}
