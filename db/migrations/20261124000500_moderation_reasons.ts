import type { Knex } from 'knex';

/**
 * The last moderation of an artist profile or an artwork (issue 13): what the admin did
 * ('approved', 'rejected' or 'revoked'), the optional reason the artist sees on their dashboard,
 * and when. Shown only to the artist and admins, and only while the item is not approved.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['artists', 'artworks']) {
    await knex.schema.alterTable(table, (t) => {
      t.text('moderation_action').nullable();
      t.text('moderation_reason').nullable();
      t.timestamp('moderated_at', { useTz: true }).nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['artists', 'artworks']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('moderation_action');
      t.dropColumn('moderation_reason');
      t.dropColumn('moderated_at');
    });
  }
}
