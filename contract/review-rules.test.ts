import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, type CommissionState, type Move, type Side } from './commission-machine';
import { ErrorCodes } from './error-codes';
import {
  mayReview,
  reviewClosesAt,
  reviewsRevealed,
  reviewWindow,
  type ReviewableCommission,
} from './review-rules';

const NONE = { artist: false, collector: false };
const at = (iso: string) => new Date(iso).toISOString();

describe('reviewWindow and mayReview', () => {
  const completed: ReviewableCommission = {
    status: 'completed',
    closedAt: at('2026-11-01T10:00:00Z'),
    deliveryDate: '2026-11-20',
  };

  it('opens a completed commission to both sides for 30 days', () => {
    const now = at('2026-11-20T10:00:00Z');
    expect(reviewWindow(completed, now)).toEqual({ open: true, closesAt: at('2026-12-01T10:00:00Z') });
    expect(mayReview(completed, 'artist', NONE, now)).toMatchObject({ ok: true });
    expect(mayReview(completed, 'collector', NONE, now)).toMatchObject({ ok: true });
  });

  it('refuses after the 30 days with REVIEW_WINDOW_CLOSED, in words', () => {
    const result = mayReview(completed, 'collector', NONE, at('2026-12-01T10:00:00Z'));
    expect(result).toMatchObject({ ok: false, status: 409, code: ErrorCodes.REVIEW_WINDOW_CLOSED });
    expect(!result.ok && result.message).toMatch(/30 days/);
  });

  it('refuses a second review by the same side, not the other side', () => {
    const now = at('2026-11-02T10:00:00Z');
    const written = { artist: true, collector: false };
    expect(mayReview(completed, 'artist', written, now)).toMatchObject({
      ok: false,
      code: ErrorCodes.ALREADY_REVIEWED,
    });
    expect(mayReview(completed, 'collector', written, now)).toMatchObject({ ok: true });
  });

  it.each(['pending', 'quoted', 'quote_declined', 'accepted', 'in_progress', 'rejected'] as const)(
    'refuses a %s commission with REVIEW_NOT_ALLOWED',
    (status) => {
      const c = { status, closedAt: null, deliveryDate: '2026-11-20' };
      expect(mayReview(c, 'collector', NONE, at('2026-11-21T00:00:00Z'))).toMatchObject({
        ok: false,
        code: ErrorCodes.REVIEW_NOT_ALLOWED,
      });
    },
  );

  it('opens a cancellation only when it came after the delivery date', () => {
    const late = {
      status: 'cancelled' as const,
      closedAt: at('2026-11-21T08:00:00Z'),
      deliveryDate: '2026-11-20',
    };
    const early = { ...late, closedAt: at('2026-11-20T23:00:00Z') };
    const undated = { ...late, deliveryDate: null };
    const now = at('2026-11-22T00:00:00Z');
    expect(mayReview(late, 'collector', NONE, now)).toMatchObject({ ok: true });
    expect(mayReview(early, 'collector', NONE, now)).toMatchObject({ code: ErrorCodes.REVIEW_NOT_ALLOWED });
    expect(mayReview(undated, 'artist', NONE, now)).toMatchObject({ code: ErrorCodes.REVIEW_NOT_ALLOWED });
  });
});

describe('reviewsRevealed (blind until both are in or the window closes)', () => {
  const closesAt = reviewClosesAt(at('2026-11-01T10:00:00Z'));
  it('hides a lone review while the window is open', () => {
    expect(reviewsRevealed({ artist: true, collector: false }, closesAt, at('2026-11-05T00:00:00Z'))).toBe(
      false,
    );
  });
  it('shows both once both are in', () => {
    expect(reviewsRevealed({ artist: true, collector: true }, closesAt, at('2026-11-05T00:00:00Z'))).toBe(
      true,
    );
  });
  it('shows a lone review once the window closes', () => {
    expect(reviewsRevealed({ artist: false, collector: true }, closesAt, closesAt)).toBe(true);
  });
});

/** Random moves by both sides (the commission machine), with the review rule asked after each. */
const moveArb = fc.constantFrom<Move>(
  {
    kind: 'propose',
    draft: {
      scope: 'A portrait',
      priceCents: 30_000,
      deliveryDate: '2026-12-01',
      milestones: [
        { title: 'Full payment', amountCents: 30_000, deliverable: 'The work', nonRefundable: false },
      ],
    },
  },
  { kind: 'accept_request', draft: null },
  { kind: 'decline' },
  { kind: 'accept_proposal', version: 1 },
  { kind: 'decline_proposal', version: 1 },
  { kind: 'cancel' },
  { kind: 'start' },
  { kind: 'confirm_payment', index: 0 },
  { kind: 'complete' },
  { kind: 'expire' },
);
const stepArb = fc.record({
  side: fc.constantFrom<Side>('artist', 'collector', 'system'),
  move: moveArb,
  days: fc.constantFrom(0, 1, 10, 40),
});

describe('no review without completion (property, over the commission machine)', () => {
  it('lets a review in only for a completed commission or one cancelled past its date, within 30 days', () => {
    let allowed = 0;
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 12 }), fc.constantFrom(0, 5, 29, 31), (steps, later) => {
        let now = Date.parse('2026-11-26T09:00:00Z');
        let state: CommissionState = { status: 'pending', proposal: null };
        let closedAt: string | null = null;
        const ask = (when: number) => {
          const c = { status: state.status, closedAt, deliveryDate: state.proposal?.deliveryDate ?? null };
          for (const side of ['artist', 'collector'] as const) {
            const result = mayReview(c, side, NONE, new Date(when).toISOString());
            if (!result.ok) continue;
            allowed += 1;
            const cancelledLate =
              state.status === 'cancelled' && !!c.deliveryDate && closedAt!.slice(0, 10) > c.deliveryDate;
            expect(state.status === 'completed' || cancelledLate).toBe(true);
            expect(when - Date.parse(closedAt!)).toBeLessThan(30 * 86_400_000);
          }
        };
        for (const step of steps) {
          now += step.days * 86_400_000;
          ask(now);
          const result = applyMove(state, step.side, step.move, {
            now: new Date(now).toISOString(),
            expiryDays: 7,
            slotsLeft: null,
          });
          if (!result.ok) continue;
          const wasOpen = state.status !== 'completed' && state.status !== 'cancelled';
          state = result.state;
          if (wasOpen && (state.status === 'completed' || state.status === 'cancelled'))
            closedAt = new Date(now).toISOString();
        }
        ask(now + later * 86_400_000);
      }),
      { numRuns: 400 },
    );
    // The sequences do reach reviewable commissions: the check above is not vacuous.
    expect(allowed).toBeGreaterThan(0);
  });
});
