import type { Knex } from 'knex';

/**
 * In-app notifications (issue 13): one row per recipient, its text rendered when it is created.
 * Listed newest first per user; the unread count reads a partial index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('title').notNullable();
    t.text('body').nullable();
    t.text('link').nullable();
    t.timestamp('read_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC)');
  await knex.raw('CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notifications');
}
