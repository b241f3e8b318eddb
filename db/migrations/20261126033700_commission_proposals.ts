import type { Knex } from 'knex';

/**
 * Proposals with milestones (issue 26, point 2): the artist's current proposal on a request, in the
 * shape of contract/commission-machine.ts (cents; version, sentAt, expiresAt, milestones with their
 * state). `quoted_price_cents` and `estimated_completion` keep mirroring its price and date.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('commission_requests', (t) => {
    t.jsonb('proposal').nullable();
  });
  // The housekeeping job looks for quoted requests whose proposal has expired.
  await knex.raw(
    `CREATE INDEX commission_requests_proposal_expiry_idx ON commission_requests (((proposal->>'expiresAt')))
       WHERE status = 'quoted' AND deleted_at IS NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX commission_requests_proposal_expiry_idx');
  await knex.schema.alterTable('commission_requests', (t) => {
    t.dropColumn('proposal');
  });
}
