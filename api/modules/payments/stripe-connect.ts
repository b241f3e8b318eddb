import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { StripeAccount } from '../../../contract/payments';
import type { Actor } from '../../auth/permissions';
import type { StripeConfig } from '../../config';
import { ConflictError, ForbiddenError } from '../../errors';

function requireArtist(actor: Actor): number {
  if (!actor.artistId) throw new ForbiddenError('Only artists are paid by card');
  return actor.artistId;
}

interface AccountRow {
  stripe_account_id: string | null;
  stripe_charges_enabled: boolean;
  stripe_payouts_enabled: boolean;
  stripe_details_submitted: boolean;
}

const readRow = (db: Knex, artistId: number) =>
  db('artists')
    .where({ id: artistId })
    .first<AccountRow>(
      'stripe_account_id',
      'stripe_charges_enabled',
      'stripe_payouts_enabled',
      'stripe_details_submitted',
    );

/** The artist's own card payouts; there is no way to ask about another artist's. */
export async function getStripeAccount(db: Knex, enabled: boolean, actor: Actor): Promise<StripeAccount> {
  const row = await readRow(db, requireArtist(actor));
  return {
    available: enabled,
    connected: Boolean(row.stripe_account_id),
    chargesEnabled: row.stripe_charges_enabled,
    payoutsEnabled: row.stripe_payouts_enabled,
    detailsSubmitted: row.stripe_details_submitted,
  };
}

/**
 * Creates the artist's Express account the first time (kept on the artist), then an onboarding
 * Account Link each time: the artist finishes, or resumes, Stripe's form there. Whether the account
 * may take charges arrives later with `account.updated`.
 */
export async function connectStripe(
  db: Knex,
  stripe: Stripe | null,
  config: StripeConfig | undefined,
  actor: Actor,
): Promise<{ url: string }> {
  const artistId = requireArtist(actor);
  if (!stripe || !config) throw new ConflictError('Card payments are not set up on this site');
  const row = await db('artists').where({ id: artistId }).forUpdate().first<AccountRow>('stripe_account_id');
  let accountId = row.stripe_account_id;
  if (!accountId) {
    const user = await db('users').where({ id: actor.id }).first<{ email: string }>('email');
    const account = await stripe.accounts.create(
      { type: 'express', email: user.email, metadata: { artist_id: String(artistId) } },
      { idempotencyKey: `express-artist-${artistId}` },
    );
    accountId = account.id;
    await db('artists').where({ id: artistId }).update({ stripe_account_id: accountId });
  }
  const back = `${config.origin}/artist-dashboard?tab=sales`;
  const link = await stripe.accountLinks.create({
    account: accountId,
    type: 'account_onboarding',
    refresh_url: `${back}&stripe=refresh`,
    return_url: `${back}&stripe=return`,
  });
  return { url: link.url };
}
