import type { Knex } from 'knex';

/**
 * In-stock prints in the cart (issue 25, point 4). A cart print line (`pod_orders`) is either a
 * print-on-demand variant (`pod_product_id`, `variant_id`) or one of the artist's own stock prints
 * (`stock_item_id`), never both. A stock line is reserved like an original: `expires_at` (the
 * reservation time), then `expired` when it ran out in the cart. The stock itself (`quantity`)
 * goes down only when the order is placed and back up when it expires or is cancelled.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pod_orders', (t) => {
    t.integer('stock_item_id').nullable().references('stock_items.id').onDelete('RESTRICT');
    t.timestamp('expires_at', { useTz: true }).nullable();
  });
  await knex.raw('ALTER TABLE pod_orders ALTER COLUMN pod_product_id DROP NOT NULL');
  await knex.raw('ALTER TABLE pod_orders ALTER COLUMN variant_id DROP NOT NULL');
  await knex.raw(
    `ALTER TABLE pod_orders ADD CONSTRAINT pod_orders_one_source_check CHECK (
       (stock_item_id IS NULL AND pod_product_id IS NOT NULL AND variant_id IS NOT NULL)
       OR (stock_item_id IS NOT NULL AND pod_product_id IS NULL AND variant_id IS NULL))`,
  );
  await knex.raw('ALTER TABLE pod_orders DROP CONSTRAINT pod_orders_status_check');
  await knex.raw(
    "ALTER TABLE pod_orders ADD CONSTRAINT pod_orders_status_check CHECK (status IN ('pending', 'paid', 'cancelled', 'expired'))",
  );
  await knex.raw(
    "CREATE INDEX pod_orders_stock_live_idx ON pod_orders (stock_item_id) WHERE stock_item_id IS NOT NULL AND status = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX pod_orders_stock_live_idx');
  await knex.raw('DELETE FROM pod_orders WHERE stock_item_id IS NOT NULL AND purchase_id IS NULL');
  await knex.raw("UPDATE pod_orders SET status = 'cancelled' WHERE status = 'expired'");
  await knex.raw('ALTER TABLE pod_orders DROP CONSTRAINT pod_orders_status_check');
  await knex.raw(
    "ALTER TABLE pod_orders ADD CONSTRAINT pod_orders_status_check CHECK (status IN ('pending', 'paid', 'cancelled'))",
  );
  await knex.raw('ALTER TABLE pod_orders DROP CONSTRAINT pod_orders_one_source_check');
  await knex.schema.alterTable('pod_orders', (t) => {
    t.dropColumn('expires_at');
    t.dropColumn('stock_item_id');
  });
}
