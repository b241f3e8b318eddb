import type { Knex } from 'knex';
import { addSyncTrigger, checkIn, syncColumns } from './helpers';

/**
 * Commission services (issue 26, point 1): what an artist offers, Open, Waitlist or Closed, with
 * optional slots. A request may start from a service; one sent while the service is on Waitlist or
 * full is `waitlisted` until the artist accepts it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('commission_services', (t) => {
    t.increments('id');
    t.integer('artist_id').notNullable().references('id').inTable('artists').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('description').notNullable();
    t.specificType('example_image_ids', 'integer[]').notNullable().defaultTo('{}');
    t.integer('price_min_cents').notNullable();
    t.integer('price_max_cents').notNullable();
    t.integer('turnaround_days').notNullable();
    t.integer('revisions_included').notNullable().defaultTo(0);
    t.text('usage_rights').notNullable();
    t.jsonb('add_ons').notNullable().defaultTo('[]');
    t.text('status').notNullable().defaultTo('open');
    t.integer('slots').nullable();
    syncColumns(t, knex);
    t.index(['artist_id']);
  });
  await knex.raw(
    `ALTER TABLE commission_services
       ADD CONSTRAINT commission_services_status_check CHECK (${checkIn('status', ['open', 'waitlist', 'closed'])}),
       ADD CONSTRAINT commission_services_price_check CHECK (price_min_cents >= 0 AND price_min_cents <= price_max_cents),
       ADD CONSTRAINT commission_services_slots_check CHECK (slots IS NULL OR slots > 0)`,
  );
  await addSyncTrigger(knex, 'commission_services');
  await knex.schema.alterTable('commission_requests', (t) => {
    t.integer('service_id').nullable().references('id').inTable('commission_services').onDelete('SET NULL');
    t.boolean('waitlisted').notNullable().defaultTo(false);
  });
  await knex.raw('CREATE INDEX commission_requests_service_idx ON commission_requests (service_id, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX commission_requests_service_idx');
  await knex.schema.alterTable('commission_requests', (t) => {
    t.dropColumn('waitlisted');
    t.dropColumn('service_id');
  });
  await knex.schema.dropTable('commission_services');
}
