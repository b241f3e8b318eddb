import type { Knex } from 'knex';

/**
 * Two-factor sign-in (issue 24 point 4). `two_factor`: an account's authenticator secret; set up
 * when `enabled_at` is set (until then a setup in progress), `last_step` the last 30-second step
 * a code was used for, so a code works once. `two_factor_backup_codes`: the ten one-time codes,
 * only their SHA-256 kept. `known_devices.trusted_until`: 'trust this device for 30 days'.
 * `users.two_factor_exempt`: the demo accounts (their password is public anyway) and test
 * fixtures, which admins otherwise must set up two-factor sign-in before anything else.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('two_factor', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('secret').notNullable();
    t.timestamp('enabled_at', { useTz: true }).nullable();
    t.bigInteger('last_step').nullable();
  });
  await knex.schema.createTable('two_factor_backup_codes', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('code_hash').notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.primary(['user_id', 'code_hash']);
  });
  await knex.schema.alterTable('known_devices', (t) => {
    t.timestamp('trusted_until', { useTz: true }).nullable();
  });
  await knex.schema.alterTable('users', (t) => {
    t.boolean('two_factor_exempt').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('two_factor_exempt');
  });
  await knex.schema.alterTable('known_devices', (t) => {
    t.dropColumn('trusted_until');
  });
  await knex.schema.dropTable('two_factor_backup_codes');
  await knex.schema.dropTable('two_factor');
}
