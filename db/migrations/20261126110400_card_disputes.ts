import type { Knex } from 'knex';

/**
 * Card disputes (issue 25, point 3): the buyer's bank disputes a card payment and Stripe tells us
 * (`charge.dispute.created`, `.updated`, `.closed`). The dispute is recorded on each order of the
 * disputed payment: Stripe's id, its status as Stripe words it (`needs_response`, `under_review`,
 * `won`, `lost`, `warning_*`), the reason the bank gave, this order's share of the disputed amount,
 * when it was opened and closed, and how much of the artist's transfer was taken back when it was
 * lost.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('purchases', (t) => {
    t.text('stripe_dispute_id').nullable();
    t.text('dispute_status').nullable();
    t.text('dispute_reason').nullable();
    t.bigInteger('dispute_cents').nullable();
    t.timestamp('dispute_opened_at', { useTz: true }).nullable();
    t.timestamp('dispute_closed_at', { useTz: true }).nullable();
    t.bigInteger('dispute_reversed_cents').nullable();
    t.index(['stripe_dispute_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('purchases', (t) => {
    t.dropIndex(['stripe_dispute_id']);
    for (const c of [
      'stripe_dispute_id',
      'dispute_status',
      'dispute_reason',
      'dispute_cents',
      'dispute_opened_at',
      'dispute_closed_at',
      'dispute_reversed_cents',
    ])
      t.dropColumn(c);
  });
}
