import type { Knex } from 'knex';

/**
 * Refunds and returns recorded on the order (issue 25, point 3). The amount given back is
 * `refunded_cents` (added with card payments); `refund_due_at` is when it became owed by an artist
 * paid by invoice, who sends it and records it (`refunded_at`, as a card refund sets at once);
 * `refund_reason` says why (cancelled, returned, refunded). A return of an original: the buyer's
 * request and reason, the artist's answer, and when the original came back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('purchases', (t) => {
    t.timestamp('refund_due_at', { useTz: true }).nullable();
    t.text('refund_reason').nullable();
    t.timestamp('return_requested_at', { useTz: true }).nullable();
    t.text('return_reason').nullable();
    t.timestamp('return_accepted_at', { useTz: true }).nullable();
    t.timestamp('return_declined_at', { useTz: true }).nullable();
    t.text('return_decline_note').nullable();
    t.timestamp('return_received_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('purchases', (t) => {
    for (const c of [
      'refund_due_at',
      'refund_reason',
      'return_requested_at',
      'return_reason',
      'return_accepted_at',
      'return_declined_at',
      'return_decline_note',
      'return_received_at',
    ])
      t.dropColumn(c);
  });
}
