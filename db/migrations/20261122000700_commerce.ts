import type { Knex } from 'knex';
import { addSyncTrigger, checkIn, syncColumns } from './helpers';

const ORDER_STATUS = ['pending', 'paid', 'cancelled'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pod_products', (t) => {
    t.increments('id');
    t.integer('artwork_id').notNullable().references('artworks.id').onDelete('CASCADE');
    t.text('external_id').notNullable();
    t.text('name').notNullable();
    // [{external_id, name, retail_price}] as offered for this artwork, prices in dollars.
    t.jsonb('variants').notNullable().defaultTo('[]');
    syncColumns(t, knex);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX pod_products_artwork_product_key ON pod_products (artwork_id, external_id) WHERE deleted_at IS NULL',
  );
  await addSyncTrigger(knex, 'pod_products');

  await knex.schema.createTable('pod_orders', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('RESTRICT');
    t.integer('artwork_id').notNullable().references('artworks.id').onDelete('RESTRICT');
    t.integer('pod_product_id').notNullable().references('pod_products.id').onDelete('RESTRICT');
    t.text('variant_id').notNullable();
    t.integer('quantity').notNullable();
    t.bigInteger('unit_price_cents').notNullable();
    t.bigInteger('total_cents').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('status', ORDER_STATUS), [], 'pod_orders_status_check');
    t.check('quantity BETWEEN 1 AND 5', [], 'pod_orders_quantity_check');
    t.check('unit_price_cents >= 0 AND total_cents >= 0', [], 'pod_orders_price_check');
  });
  await knex.raw('CREATE INDEX pod_orders_user_idx ON pod_orders (user_id)');
  await knex.raw('CREATE INDEX pod_orders_created_idx ON pod_orders (created_at)');

  await knex.schema.createTable('orders', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('RESTRICT');
    t.integer('artwork_id').notNullable().references('artworks.id').onDelete('RESTRICT');
    t.integer('stock_item_id').notNullable().references('stock_items.id').onDelete('RESTRICT');
    t.bigInteger('amount_cents').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(checkIn('status', ORDER_STATUS), [], 'orders_status_check');
    t.check('amount_cents >= 0', [], 'orders_amount_check');
  });
  // An original can be held by one live order at a time.
  await knex.raw(
    "CREATE UNIQUE INDEX orders_one_live_per_stock ON orders (stock_item_id) WHERE status <> 'cancelled'",
  );
  await knex.raw('CREATE INDEX orders_user_idx ON orders (user_id)');
  await knex.raw('CREATE INDEX orders_created_idx ON orders (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('orders');
  await knex.schema.dropTable('pod_orders');
  await knex.schema.dropTable('pod_products');
}
