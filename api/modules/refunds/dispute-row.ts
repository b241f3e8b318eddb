import { toDollars } from '../../../contract/common';
import type { OrderDispute } from '../../../contract/refund';
import { iso } from '../../lib/dates';

/** The dispute on an order row (`purchases.*`), as both sides read it; null when there is none. */
export function disputeOf(row: object): OrderDispute | null {
  const r = row as {
    stripe_dispute_id?: string | null;
    dispute_status?: string | null;
    dispute_reason?: string | null;
    dispute_cents?: string | number | null;
    dispute_opened_at?: Date | null;
    dispute_closed_at?: Date | null;
  };
  if (!r.stripe_dispute_id || !r.dispute_status || !r.dispute_opened_at) return null;
  return {
    status: r.dispute_status,
    reason: r.dispute_reason ?? null,
    amount: toDollars(r.dispute_cents ?? 0)!,
    openedAt: iso(r.dispute_opened_at)!,
    closedAt: iso(r.dispute_closed_at),
  };
}
