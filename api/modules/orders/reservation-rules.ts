import type { ReserverRow } from './orders.repo';

export interface ReservationRules {
  reservationMinutes: number;
  /** Originals held at once from one client address, all accounts together. */
  reservationsPerAddress: number;
  /** Minutes an account must exist before it may reserve. */
  newAccountReserveAfterMinutes: number;
}

/**
 * May this account hold originals yet? A new account waits a short while (hoarding with fresh
 * accounts costs time). The one place that decides it.
 */
export function mayReserve(account: ReserverRow, rules: ReservationRules, now = Date.now()): boolean {
  if (account.email_verified_at) return true;
  return now - new Date(account.created_at).getTime() >= rules.newAccountReserveAfterMinutes * 60_000;
}
