import type { Knex } from 'knex';

/**
 * Sessions you can see (issue 24 point 5). `sessions.last_seen_at`: when the session was last used
 * (kept to the minute, see api/middleware/auth.ts); its device and address are in its data.
 * `known_devices`: the browsers an account has signed in from, by the SHA-256 of a long-lived
 * device cookie, so a sign-in from another one sends the owner a notice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.timestamp('last_seen_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('known_devices', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('device_hash').notNullable();
    t.timestamp('first_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'device_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('known_devices');
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('last_seen_at');
  });
}
