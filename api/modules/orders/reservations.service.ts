import type { DbDeps } from '../../deps';
import * as repo from './orders.repo';
import { mayReserve, type ReservationRules } from './reservation-rules';

export type { ReservationRules } from './reservation-rules';

/**
 * The account's row locked until the transaction ends (its reservations are then serialised), and
 * whether it may reserve yet (mayReserve); null when there is no such account. For reservations
 * made outside this module (an in-stock print in the cart).
 */
export async function lockAccountForReserving(
  { db }: DbDeps,
  userId: number,
  rules: ReservationRules,
): Promise<{ mayReserve: boolean } | null> {
  const account = await repo.lockAccount(db, userId);
  return account ? { mayReserve: mayReserve(account, rules) } : null;
}

/**
 * Releases every cart reservation whose time ran out (a checked-out order expires with its
 * purchase: api/modules/checkout/expiry.ts): the order becomes `expired` and its original is for
 * sale again. Safe to run from several instances at once (each row changes once).
 */
export function releaseExpiredReservations({ db }: DbDeps): Promise<number> {
  return repo.releaseExpiredReservations(db);
}

/**
 * Forgets the client address of every order no longer holding an original: it is kept only while
 * it counts towards RESERVATIONS_PER_ADDRESS (the hourly housekeeping job).
 */
export function forgetReservationAddresses({ db }: DbDeps): Promise<number> {
  return repo.forgetReservationAddresses(db);
}
