import type { Knex } from 'knex';

/**
 * An order reserves an original for a limited time: `expires_at` on pending orders, and a status
 * `expired` for reservations released unpaid. Only live (pending or paid) orders hold the original.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.timestamp('expires_at', { useTz: true }).nullable();
  });
  await knex.raw('ALTER TABLE orders DROP CONSTRAINT orders_status_check');
  await knex.raw(
    "ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'cancelled', 'expired'))",
  );
  await knex.raw('DROP INDEX orders_one_live_per_stock');
  await knex.raw(
    "CREATE UNIQUE INDEX orders_one_live_per_stock ON orders (stock_item_id) WHERE status IN ('pending', 'paid')",
  );
  await knex.raw("CREATE INDEX orders_pending_expiry_idx ON orders (expires_at) WHERE status = 'pending'");
  await knex.raw("CREATE INDEX orders_user_pending_idx ON orders (user_id) WHERE status = 'pending'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX orders_user_pending_idx');
  await knex.raw('DROP INDEX orders_pending_expiry_idx');
  await knex.raw('DROP INDEX orders_one_live_per_stock');
  await knex.raw("UPDATE orders SET status = 'cancelled' WHERE status = 'expired'");
  await knex.raw(
    "CREATE UNIQUE INDEX orders_one_live_per_stock ON orders (stock_item_id) WHERE status <> 'cancelled'",
  );
  await knex.raw('ALTER TABLE orders DROP CONSTRAINT orders_status_check');
  await knex.raw(
    "ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'cancelled'))",
  );
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('expires_at');
  });
}
