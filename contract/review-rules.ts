import type { CommissionRequestStatus } from './enum-values';
import { ErrorCodes } from './error-codes';

/**
 * Who may review a commission, and when reviews show (issue 26, point 5). Pure and zod-free: the
 * API applies it under a row lock, the screens read it to offer the form, and the commission
 * machine's property test checks that no sequence of moves lets a review in without completion.
 */
export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

export type ReviewSide = 'artist' | 'collector';

/** What the rule needs to know of a commission request. */
export interface ReviewableCommission {
  status: CommissionRequestStatus;
  /** When it became completed or cancelled (ISO); null while it is open. */
  closedAt: string | null;
  /** The proposal's delivery date (YYYY-MM-DD); null without a proposal or a date. */
  deliveryDate: string | null;
}

export type ReviewWindow =
  { open: true; closesAt: string } | { open: false; closesAt: string | null; reason: string };

const DAY_MS = 86_400_000;

/** When the review window of a commission closed at `closedAt` closes (ISO). */
export function reviewClosesAt(closedAt: string): string {
  return new Date(Date.parse(closedAt) + REVIEW_WINDOW_DAYS * DAY_MS).toISOString();
}

/** A cancellation counts only once the delivery date had passed (the artist missed it). */
function cancelledPastDelivery(c: ReviewableCommission): boolean {
  if (c.status !== 'cancelled' || !c.closedAt || !c.deliveryDate) return false;
  return c.closedAt.slice(0, 10) > c.deliveryDate;
}

/** Whether a commission can be reviewed at all now: completed, or cancelled past its delivery date, within 30 days. */
export function reviewWindow(c: ReviewableCommission, now: string): ReviewWindow {
  const eligible = (c.status === 'completed' && !!c.closedAt) || cancelledPastDelivery(c);
  if (!eligible || !c.closedAt) {
    return {
      open: false,
      closesAt: null,
      reason:
        c.status === 'cancelled'
          ? 'A cancelled commission can be reviewed only when it was cancelled after its delivery date passed'
          : 'A commission can be reviewed once it is completed',
    };
  }
  const closesAt = reviewClosesAt(c.closedAt);
  if (now >= closesAt)
    return {
      open: false,
      closesAt,
      reason: `Reviews could be left for ${REVIEW_WINDOW_DAYS} days after the commission ended; that time is over`,
    };
  return { open: true, closesAt };
}

export type ReviewRefusal = { ok: false; status: 409; code: string; message: string };

/** May this side leave its one review now? */
export function mayReview(
  c: ReviewableCommission,
  side: ReviewSide,
  already: { artist: boolean; collector: boolean },
  now: string,
): { ok: true; closesAt: string } | ReviewRefusal {
  const window = reviewWindow(c, now);
  if (!window.open) {
    const code = window.closesAt ? ErrorCodes.REVIEW_WINDOW_CLOSED : ErrorCodes.REVIEW_NOT_ALLOWED;
    return { ok: false, status: 409, code, message: window.reason };
  }
  if (already[side])
    return {
      ok: false,
      status: 409,
      code: ErrorCodes.ALREADY_REVIEWED,
      message: 'You have already reviewed this commission: each side leaves one review',
    };
  return { ok: true, closesAt: window.closesAt };
}

/**
 * Blind reviews: neither side sees the other's until both are in or the window closes. Until then
 * a side sees only its own.
 */
export function reviewsRevealed(
  written: { artist: boolean; collector: boolean },
  closesAt: string | null,
  now: string,
): boolean {
  if (written.artist && written.collector) return true;
  return closesAt !== null && now >= closesAt;
}
