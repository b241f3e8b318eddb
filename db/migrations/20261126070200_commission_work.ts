import type { Knex } from 'knex';
import { checkIn } from './helpers';

/**
 * Work with milestones (issue 26, points 3 and 4). The milestones' work, revisions, extension
 * requests and add-ons live in the request's `proposal` (jsonb, contract/commission-types.ts); here:
 *
 * - `commission_updates`: the commission's work log, both sides: the artist's work-in-progress
 *   updates and deliveries (text and images from the upload pipeline), the collector's approvals
 *   and revision requests, extension requests and answers, a cancellation after a missed date.
 * - `commission_refunds`: what a cancellation marked for refund, as the payment provider recorded
 *   it (no money moves on the site).
 */
export const UPDATE_KINDS = [
  'update',
  'delivery',
  'approval',
  'revision',
  'extension',
  'extension_answer',
  'revision_offer',
  'cancellation',
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('commission_updates', (t) => {
    t.bigIncrements('id');
    t.integer('request_id').notNullable().references('id').inTable('commission_requests').onDelete('CASCADE');
    t.integer('author_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('kind').notNullable();
    /** The milestone it is about, 1-based (null: the whole commission). */
    t.integer('milestone_number').nullable();
    t.text('body').notNullable().defaultTo('');
    /** Stored images: [{ key, sizes }] (api/images/store-image.ts). */
    t.jsonb('images').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['request_id', 'id']);
  });
  await knex.raw(
    `ALTER TABLE commission_updates ADD CONSTRAINT commission_updates_kind_check CHECK (${checkIn('kind', [...UPDATE_KINDS])})`,
  );
  await knex.schema.createTable('commission_refunds', (t) => {
    t.bigIncrements('id');
    t.integer('request_id').notNullable().references('id').inTable('commission_requests').onDelete('CASCADE');
    /** What is refunded: a milestone's or an add-on's title. */
    t.text('label').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('provider').notNullable();
    t.text('reason').notNullable();
    t.text('state').notNullable().defaultTo('marked');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['request_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('commission_refunds');
  await knex.schema.dropTable('commission_updates');
}
