import type { Knex } from 'knex';

/**
 * The client address an original was reserved from (issue 23): one address holds at most
 * RESERVATIONS_PER_ADDRESS originals at once, whatever the number of accounts behind it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.text('reserved_from').nullable();
  });
  await knex.raw(
    "CREATE INDEX orders_address_pending_idx ON orders (reserved_from) WHERE status = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX orders_address_pending_idx');
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('reserved_from');
  });
}
