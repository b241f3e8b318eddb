import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // koa-session external store: shared by every instance, so a user's sessions can be ended.
  await knex.schema.createTable('sessions', (t) => {
    t.text('id').primary();
    t.jsonb('data').notNullable();
    t.integer('user_id').nullable().references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX sessions_user_idx ON sessions (user_id)');
  await knex.raw('CREATE INDEX sessions_expires_idx ON sessions (expires_at)');

  // Exactly-once writes: the first response per (scope, key), written in the change's transaction.
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.text('scope').notNullable();
    t.text('key').notNullable();
    t.text('method').notNullable();
    t.text('path').notNullable();
    t.text('request_hash').notNullable();
    t.integer('response_status').nullable();
    t.jsonb('response_body').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['scope', 'key']);
  });
  await knex.raw('CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)');

  // rate-limiter-flexible's PostgreSQL/Knex store layout (tableCreated: true).
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
  await knex.schema.dropTable('idempotency_keys');
  await knex.schema.dropTable('sessions');
}
