import type { Knex } from 'knex';

/**
 * Orders for the buyer (issue 25, point 7): a buyer can report a problem with an order (the
 * admins see it flagged until one of them resolves it), and a shipped order nobody confirmed is
 * marked delivered by housekeeping 14 days after shipping (`delivered_automatically`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('purchases', (t) => {
    t.text('problem').nullable();
    t.timestamp('problem_reported_at', { useTz: true }).nullable();
    t.timestamp('problem_resolved_at', { useTz: true }).nullable();
    t.boolean('delivered_automatically').notNullable().defaultTo(false);
  });
  await knex.raw(
    'CREATE INDEX purchases_flagged_idx ON purchases (problem_reported_at) WHERE problem_reported_at IS NOT NULL AND problem_resolved_at IS NULL',
  );
  await knex.raw("CREATE INDEX purchases_shipped_idx ON purchases (shipped_at) WHERE status = 'shipped'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX purchases_shipped_idx');
  await knex.raw('DROP INDEX purchases_flagged_idx');
  await knex.schema.alterTable('purchases', (t) => {
    t.dropColumn('delivered_automatically');
    t.dropColumn('problem_resolved_at');
    t.dropColumn('problem_reported_at');
    t.dropColumn('problem');
  });
}
