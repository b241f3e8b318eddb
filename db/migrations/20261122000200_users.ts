import type { Knex } from 'knex';
import { checkIn } from './helpers';

export const ROLES = ['user', 'bus_admin', 'admin', 'app_admin', 'super_admin'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.text('email').notNullable();
    t.text('password_hash').notNullable();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('username').notNullable();
    t.text('role').notNullable().defaultTo('user');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('role', ROLES), [], 'users_role_check');
  });
  // Case-insensitive uniqueness: Foo@x.com and foo@x.com are one account.
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))');
  await knex.raw('CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))');
  await knex.raw('CREATE INDEX users_role_idx ON users (role)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
