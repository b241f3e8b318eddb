import type { Knex } from 'knex';

/**
 * Invoices that work end to end (issue 25, point 1):
 * - `artist_payouts`: how an artist is paid (bank details and/or a payment link), private to the
 *   artist; an order's invoice keeps a copy as it was when the order was placed;
 * - purchases get their invoice (a unique number from one global sequence, the copy of the
 *   artist's payment details) and `buyer_paid_at`, when the buyer said 'I have paid';
 * - `order_messages`: the thread between an order's buyer and its artist.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('artist_payouts', (t) => {
    t.integer('artist_id').primary().references('artists.id').onDelete('CASCADE');
    t.text('bank_details').nullable();
    t.text('payment_link').nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('bank_details IS NOT NULL OR payment_link IS NOT NULL', [], 'artist_payouts_some_check');
  });
  await knex.raw('CREATE SEQUENCE invoice_number_seq START 1001');
  await knex.schema.alterTable('purchases', (t) => {
    t.text('invoice_number').nullable().unique();
    t.jsonb('invoice_pay_to').nullable();
    t.timestamp('invoice_due_at', { useTz: true }).nullable();
    t.timestamp('buyer_paid_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('order_messages', (t) => {
    t.bigIncrements('id');
    t.integer('purchase_id').notNullable().references('purchases.id').onDelete('CASCADE');
    t.integer('author_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX order_messages_purchase_idx ON order_messages (purchase_id, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_messages');
  await knex.schema.alterTable('purchases', (t) => {
    t.dropColumn('invoice_number');
    t.dropColumn('invoice_pay_to');
    t.dropColumn('invoice_due_at');
    t.dropColumn('buyer_paid_at');
  });
  await knex.raw('DROP SEQUENCE invoice_number_seq');
  await knex.schema.dropTable('artist_payouts');
}
