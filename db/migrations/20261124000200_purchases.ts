import type { Knex } from 'knex';

const STATUSES = ['awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'expired'];

/**
 * Cart and checkout (issue 13). The cart is the caller's live reservations (`orders`, pending,
 * `purchase_id` null) and print orders (`pod_orders`, pending, `purchase_id` null). Checkout turns
 * them into `purchases`, one per artist, awaiting payment; the items keep pointing at their purchase.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('purchases', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('RESTRICT');
    t.integer('artist_id').notNullable().references('artists.id').onDelete('RESTRICT');
    t.text('status').notNullable().defaultTo('awaiting_payment');
    t.bigInteger('items_cents').notNullable();
    t.bigInteger('shipping_cents').notNullable();
    t.bigInteger('total_cents').notNullable();
    t.text('payment_method').notNullable();
    t.text('payment_instructions').notNullable().defaultTo('');
    t.jsonb('shipping_address').notNullable();
    t.text('tracking').nullable();
    t.timestamp('payment_due_at', { useTz: true }).nullable();
    t.timestamp('paid_at', { useTz: true }).nullable();
    t.timestamp('shipped_at', { useTz: true }).nullable();
    t.timestamp('delivered_at', { useTz: true }).nullable();
    t.timestamp('cancelled_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`status IN (${STATUSES.map((s) => `'${s}'`).join(', ')})`, [], 'purchases_status_check');
    t.check('items_cents >= 0 AND shipping_cents >= 0 AND total_cents >= 0', [], 'purchases_amount_check');
  });
  await knex.raw('CREATE INDEX purchases_user_idx ON purchases (user_id, id DESC)');
  await knex.raw('CREATE INDEX purchases_artist_idx ON purchases (artist_id, id DESC)');
  await knex.raw(
    "CREATE INDEX purchases_payment_due_idx ON purchases (payment_due_at) WHERE status = 'awaiting_payment'",
  );
  await knex.raw('CREATE INDEX purchases_paid_idx ON purchases (paid_at) WHERE paid_at IS NOT NULL');

  for (const table of ['orders', 'pod_orders']) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('purchase_id').nullable().references('purchases.id').onDelete('RESTRICT');
    });
    await knex.raw(
      `CREATE INDEX ${table}_purchase_idx ON ${table} (purchase_id) WHERE purchase_id IS NOT NULL`,
    );
  }
  await knex.raw(
    "CREATE INDEX pod_orders_cart_idx ON pod_orders (user_id) WHERE status = 'pending' AND purchase_id IS NULL",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX pod_orders_cart_idx');
  for (const table of ['orders', 'pod_orders']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('purchase_id');
    });
  }
  await knex.schema.dropTable('purchases');
}
