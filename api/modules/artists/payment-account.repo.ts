import type { Knex } from 'knex';

// The artist's card-payout account (Stripe Connect), kept on the artist's row.

export interface PaymentAccount {
  accountId: string | null;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

interface AccountRow {
  stripe_account_id: string | null;
  stripe_charges_enabled: boolean;
  stripe_payouts_enabled: boolean;
  stripe_details_submitted: boolean;
}

export async function findPaymentAccount(
  db: Knex,
  artistId: number,
  lock: boolean,
): Promise<PaymentAccount | null> {
  const query = db('artists')
    .where({ id: artistId })
    .first<AccountRow | undefined>(
      'stripe_account_id',
      'stripe_charges_enabled',
      'stripe_payouts_enabled',
      'stripe_details_submitted',
    );
  const row = await (lock ? query.forUpdate() : query);
  return row
    ? {
        accountId: row.stripe_account_id,
        chargesEnabled: row.stripe_charges_enabled,
        payoutsEnabled: row.stripe_payouts_enabled,
        detailsSubmitted: row.stripe_details_submitted,
      }
    : null;
}

export async function setPaymentAccountId(db: Knex, artistId: number, accountId: string): Promise<void> {
  await db('artists').where({ id: artistId }).update({ stripe_account_id: accountId });
}

export async function updatePaymentAccountStatus(
  db: Knex,
  accountId: string,
  status: Omit<PaymentAccount, 'accountId'>,
): Promise<void> {
  await db('artists').where({ stripe_account_id: accountId }).update({
    stripe_charges_enabled: status.chargesEnabled,
    stripe_payouts_enabled: status.payoutsEnabled,
    stripe_details_submitted: status.detailsSubmitted,
  });
}
