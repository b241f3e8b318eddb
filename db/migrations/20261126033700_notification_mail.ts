import type { Knex } from 'knex';
import { checkIn } from './helpers';

/**
 * Notification e-mail (issue 24 point 6). `notification_mail_prefs`: an account's choice for one
 * notification kind (off, at once, daily digest); a kind without a row has the default of
 * contract/notification-mail.ts. `notification_digests`: when an account's last daily digest was
 * sent and the newest notification it covered, so a digest never lists one twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notification_mail_prefs', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('choice').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'kind']);
  });
  await knex.raw(
    `ALTER TABLE notification_mail_prefs ADD CONSTRAINT notification_mail_prefs_choice_check CHECK (${checkIn('choice', ['off', 'instant', 'digest'])})`,
  );
  await knex.schema.createTable('notification_digests', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.bigInteger('through_id').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notification_digests');
  await knex.schema.dropTable('notification_mail_prefs');
}
