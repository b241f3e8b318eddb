import type { Knex } from 'knex';

/**
 * Card payments through Stripe Connect (issue 25, point 2). Each artist may have one Express
 * account (`stripe_account_id`) and its state from the `account.updated` webhook. A purchase paid
 * by card keeps its Checkout Session, PaymentIntent and charge, the transfer to the artist (its
 * amount after the platform fee) and its refund. `stripe_events` records every webhook event once:
 * a replay (Stripe retries) finds its id and does nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('artists', (t) => {
    t.text('stripe_account_id').nullable().unique();
    t.boolean('stripe_charges_enabled').notNullable().defaultTo(false);
    t.boolean('stripe_payouts_enabled').notNullable().defaultTo(false);
    t.boolean('stripe_details_submitted').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('purchases', (t) => {
    t.text('stripe_session_id').nullable();
    t.text('stripe_payment_intent_id').nullable();
    t.text('stripe_charge_id').nullable();
    t.text('stripe_transfer_id').nullable();
    t.bigInteger('transfer_cents').nullable();
    t.text('stripe_refund_id').nullable();
    t.bigInteger('refunded_cents').nullable();
    t.timestamp('refunded_at', { useTz: true }).nullable();
    t.index(['stripe_session_id']);
    t.index(['stripe_payment_intent_id']);
  });
  await knex.schema.createTable('stripe_events', (t) => {
    t.text('id').primary();
    t.text('type').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stripe_events');
  await knex.schema.alterTable('purchases', (t) => {
    t.dropIndex(['stripe_session_id']);
    t.dropIndex(['stripe_payment_intent_id']);
    for (const c of [
      'stripe_session_id',
      'stripe_payment_intent_id',
      'stripe_charge_id',
      'stripe_transfer_id',
      'transfer_cents',
      'stripe_refund_id',
      'refunded_cents',
      'refunded_at',
    ])
      t.dropColumn(c);
  });
  await knex.schema.alterTable('artists', (t) => {
    t.dropColumn('stripe_account_id');
    t.dropColumn('stripe_charges_enabled');
    t.dropColumn('stripe_payouts_enabled');
    t.dropColumn('stripe_details_submitted');
  });
}
