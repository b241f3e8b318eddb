import type { Knex } from 'knex';

/**
 * Reviews of commissions (issue 26, point 5). `closed_at` is when a request became completed or
 * cancelled: a trigger sets it on that move, so every path that ends a commission (the spec's
 * PATCH, the machine's moves, the housekeeping's expiry) starts the 30 days to review without
 * knowing about reviews. `commission_reviews` holds one review per side of a request;
 * `review_reports` the reports to the admins (one per reporter and review).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('commission_requests', (t) => {
    t.timestamp('closed_at', { useTz: true }).nullable();
  });
  await knex.raw(
    `UPDATE commission_requests SET closed_at = updated_at
      WHERE status IN ('completed', 'cancelled') AND closed_at IS NULL`,
  );
  await knex.raw(`
    CREATE FUNCTION atelier_commission_closed_at() RETURNS trigger AS $$
    BEGIN
      IF NEW.status IN ('completed', 'cancelled') AND NEW.status IS DISTINCT FROM OLD.status THEN
        NEW.closed_at := now();
      END IF;
      RETURN NEW;
    END;
    $$ LANGUAGE plpgsql`);
  await knex.raw(
    `CREATE TRIGGER commission_requests_closed_at BEFORE UPDATE OF status ON commission_requests
     FOR EACH ROW EXECUTE FUNCTION atelier_commission_closed_at()`,
  );

  await knex.schema.createTable('commission_reviews', (t) => {
    t.increments('id');
    t.integer('request_id').notNullable().references('commission_requests.id').onDelete('CASCADE');
    t.text('side').notNullable();
    t.integer('author_user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.smallint('rating').notNullable();
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('hidden_at', { useTz: true }).nullable();
    t.text('hidden_reason').nullable();
    t.integer('hidden_by_user_id').nullable().references('users.id').onDelete('SET NULL');
    t.unique(['request_id', 'side'], { indexName: 'commission_reviews_one_per_side' });
    t.check(`side IN ('artist', 'collector')`, [], 'commission_reviews_side_check');
    t.check('rating BETWEEN 1 AND 5', [], 'commission_reviews_rating_check');
  });

  await knex.schema.createTable('review_reports', (t) => {
    t.increments('id');
    t.integer('review_id').notNullable().references('commission_reviews.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('reason').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** When an admin decided on the review (hid it): the report leaves the queue. */
    t.timestamp('resolved_at', { useTz: true }).nullable();
    t.unique(['review_id', 'user_id'], { indexName: 'review_reports_one_per_reporter' });
  });
  await knex.raw(
    'CREATE INDEX review_reports_open_idx ON review_reports (created_at) WHERE resolved_at IS NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('review_reports');
  await knex.schema.dropTable('commission_reviews');
  await knex.raw('DROP TRIGGER commission_requests_closed_at ON commission_requests');
  await knex.raw('DROP FUNCTION atelier_commission_closed_at()');
  await knex.schema.alterTable('commission_requests', (t) => {
    t.dropColumn('closed_at');
  });
}
