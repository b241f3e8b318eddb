import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { StripeAccount } from '../../../contract/payments';
import type { Actor } from '../../auth/permissions';
import type { StripeConfig } from '../../config';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { paymentAccountOf, recordPaymentAccountId } from '../artists/payment-account.service';
import { findAccount } from '../users/accounts.service';

function requireArtist(actor: Actor): number {
  if (!actor.artistId) throw new ForbiddenError('Only artists are paid by card');
  return actor.artistId;
}

/** The artist's own card payouts; there is no way to ask about another artist's. */
export async function getStripeAccount(db: Knex, enabled: boolean, actor: Actor): Promise<StripeAccount> {
  const { accountId, ...status } = await paymentAccountOf({ db }, requireArtist(actor));
  return { available: enabled, connected: Boolean(accountId), ...status };
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
  let { accountId } = await paymentAccountOf({ db }, artistId, { lock: true });
  if (!accountId) {
    const user = await findAccount({ db }, actor.id);
    if (!user) throw new NotFoundError('Account');
    const account = await stripe.accounts.create(
      { type: 'express', email: user.email, metadata: { artist_id: String(artistId) } },
      { idempotencyKey: `express-artist-${artistId}` },
    );
    accountId = account.id;
    await recordPaymentAccountId({ db }, artistId, accountId);
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
