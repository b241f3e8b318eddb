import type { Knex } from 'knex';
import { addSyncTrigger, checkIn, syncColumns } from './helpers';

const REQUEST_STATUS = ['pending', 'accepted', 'rejected', 'in_progress', 'completed', 'cancelled'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('commissions', (t) => {
    t.increments('id');
    t.integer('artist_id').notNullable().references('artists.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('description').nullable();
    t.text('medium').nullable();
    t.text('dimensions').nullable();
    t.bigInteger('price_cents').nullable();
    t.text('completion_time').nullable();
    t.text('image_key').nullable();
    t.text('image_url').nullable();
    t.specificType('sizes', 'integer[]').notNullable().defaultTo('{}');
    t.integer('width').nullable();
    t.integer('height').nullable();
    t.boolean('is_showcase').notNullable().defaultTo(true);
    syncColumns(t, knex);
    t.check('price_cents IS NULL OR price_cents >= 0', [], 'commissions_price_check');
  });
  await knex.raw('CREATE INDEX commissions_showcase_idx ON commissions (is_showcase, id DESC)');
  await knex.raw('CREATE INDEX commissions_artist_idx ON commissions (artist_id)');
  await addSyncTrigger(knex, 'commissions');

  await knex.schema.createTable('commission_requests', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('artist_id').notNullable().references('artists.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('description').notNullable();
    t.bigInteger('budget_cents').nullable();
    t.text('preferred_medium').nullable();
    t.text('dimensions').nullable();
    t.date('deadline').nullable();
    t.specificType('reference_images', 'text[]').notNullable().defaultTo('{}');
    t.text('status').notNullable().defaultTo('pending');
    t.text('artist_notes').nullable();
    t.bigInteger('quoted_price_cents').nullable();
    t.date('estimated_completion').nullable();
    syncColumns(t, knex);
    t.check(checkIn('status', REQUEST_STATUS), [], 'commission_requests_status_check');
    t.check('budget_cents IS NULL OR budget_cents >= 0', [], 'commission_requests_budget_check');
    t.check('quoted_price_cents IS NULL OR quoted_price_cents >= 0', [], 'commission_requests_quote_check');
  });
  await knex.raw('CREATE INDEX commission_requests_user_idx ON commission_requests (user_id, id DESC)');
  await knex.raw(
    'CREATE INDEX commission_requests_artist_idx ON commission_requests (artist_id, status, id DESC)',
  );
  await addSyncTrigger(knex, 'commission_requests');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('commission_requests');
  await knex.schema.dropTable('commissions');
}
