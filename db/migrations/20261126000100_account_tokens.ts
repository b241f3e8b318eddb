import type { Knex } from 'knex';
import { checkIn } from './helpers';

export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'verify_email', 'change_email'] as const;

/**
 * Accounts people can trust (issue 24). `users.email_verified_at`: when the owner proved the address
 * is theirs (null until then); accounts that existed before count as verified. `account_tokens`: the
 * links mailed for a password reset, an e-mail verification or an e-mail change. Only the SHA-256 of
 * a token is stored; a token works once (`used_at`) and until `expires_at`. A change of e-mail
 * carries the new address, which becomes the account's when the link sent to it is opened.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true }).nullable();
  });
  await knex.raw('UPDATE users SET email_verified_at = created_at');
  await knex.schema.createTable('account_tokens', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('purpose').notNullable();
    t.text('token_hash').notNullable().unique();
    t.text('new_email').nullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('purpose', ACCOUNT_TOKEN_PURPOSES), [], 'account_tokens_purpose_check');
  });
  await knex.raw('CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('account_tokens');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
  });
}
