import type { Knex } from 'knex';

/**
 * Real-user page speed (issue 21): counts per day, page type, metric and logarithmic bucket
 * (api/modules/vitals). Bounded: days older than a week are deleted, so at most about
 * 8 days x 9 page types x 3 metrics x ~120 buckets rows, whatever the traffic.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('web_vitals_daily', (t) => {
    t.date('day').notNullable();
    t.text('page').notNullable();
    t.text('metric').notNullable();
    t.smallint('bucket').notNullable();
    t.bigInteger('count').notNullable().defaultTo(0);
    t.primary(['day', 'page', 'metric', 'bucket']);
  });
  await knex.raw(
    "ALTER TABLE web_vitals_daily ADD CONSTRAINT web_vitals_daily_metric CHECK (metric IN ('LCP', 'INP', 'CLS'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('web_vitals_daily');
}
