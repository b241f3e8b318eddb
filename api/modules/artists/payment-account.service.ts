import type { DbDeps } from '../../deps';
import { NotFoundError } from '../../errors';
import * as repo from './payment-account.repo';

// The artist's card-payout account as the payments module reads and records it (the columns are
// the artist's: only this module writes them).

export type { PaymentAccount } from './payment-account.repo';

/** The artist's payout account (locked until the transaction ends with `lock`); 404 without the artist. */
export async function paymentAccountOf(
  { db }: DbDeps,
  artistId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<repo.PaymentAccount> {
  const account = await repo.findPaymentAccount(db, artistId, lock);
  if (!account) throw new NotFoundError('Artist');
  return account;
}

/** Keeps the account Stripe created for the artist. */
export function recordPaymentAccountId({ db }: DbDeps, artistId: number, accountId: string): Promise<void> {
  return repo.setPaymentAccountId(db, artistId, accountId);
}

/** What Stripe says the account may do now (`account.updated`). */
export function recordPaymentAccountStatus(
  { db }: DbDeps,
  accountId: string,
  status: Omit<repo.PaymentAccount, 'accountId'>,
): Promise<void> {
  return repo.updatePaymentAccountStatus(db, accountId, status);
}
