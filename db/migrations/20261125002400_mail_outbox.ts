import type { Knex } from 'knex';
import { checkIn } from './helpers';

const STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;

/**
 * The mail outbox (issue 24): a row is written in the transaction of the change that causes the
 * mail and sent by the worker (api/modules/mail/mail-worker.ts), so a mail exists exactly when its
 * change commits. `kind` and `data` are what the template renders; the rendered subject and parts
 * are kept once sent (the dev mailbox reads them). `send_after` is the next attempt's time (retries
 * back off); `locked_until` is the lease of the worker sending it, so two workers never take the
 * same row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.text('kind').notNullable();
    t.text('to_address').notNullable();
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.jsonb('data').notNullable().defaultTo('{}');
    t.text('status').notNullable().defaultTo('queued');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('send_after', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true }).nullable();
    t.text('last_error').nullable();
    t.text('subject').nullable();
    t.text('text_body').nullable();
    t.text('html_body').nullable();
    t.jsonb('headers').nullable();
    t.text('message_id').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true }).nullable();
  });
  await knex.raw(
    `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (${checkIn('status', STATUSES)})`,
  );
  // The worker's claim: due rows in order. The mailbox lists newest first.
  await knex.raw(
    `CREATE INDEX mail_outbox_due_idx ON mail_outbox (send_after, id) WHERE status IN ('queued', 'sending')`,
  );
  await knex.raw('CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
}
