import { describe, expect, it } from 'vitest';
import {
  applyMove,
  type CommissionState,
  type Move,
  type ProposalDraft,
  type Side,
} from './commission-machine';
import { commissionStage, milestoneProgress, refundSummary } from './commission-work';
import { ErrorCodes } from './error-codes';

const draft: ProposalDraft = {
  scope: 'A portrait in oil',
  priceCents: 40_000,
  deliveryDate: '2026-12-20',
  revisionsIncluded: 1,
  milestones: [
    { title: 'Deposit', amountCents: 20_000, deliverable: 'Booking', nonRefundable: true },
    { title: 'Sketch', amountCents: 10_000, deliverable: 'A pencil sketch', nonRefundable: false },
    { title: 'Final', amountCents: 10_000, deliverable: 'The painting', nonRefundable: false },
  ],
};
const ctx = (day = '2026-12-01') => ({ now: `${day}T10:00:00.000Z`, expiryDays: 7, slotsLeft: null });

function run(state: CommissionState, steps: Array<[Side, Move]>, day?: string): CommissionState {
  for (const [side, move] of steps) {
    const result = applyMove(state, side, move, ctx(day));
    if (!result.ok) throw new Error(`${move.kind}: ${result.message}`);
    state = result.state;
  }
  return state;
}
const working = () =>
  run({ status: 'pending', proposal: null }, [
    ['artist', { kind: 'propose', draft }],
    ['collector', { kind: 'accept_proposal', version: 1 }],
    ['artist', { kind: 'confirm_payment', index: 0 }],
    ['artist', { kind: 'start' }],
  ]);

describe('work with milestones', () => {
  it('runs three milestones with one revision to completion, and refuses a revision when none is left', () => {
    let state = run(working(), [
      ['artist', { kind: 'deliver', index: 0 }],
      ['collector', { kind: 'approve', index: 0 }],
      ['artist', { kind: 'confirm_payment', index: 1 }],
      ['artist', { kind: 'deliver', index: 1 }],
    ]);
    expect(commissionStage(state)).toBe('delivered');
    state = run(state, [['collector', { kind: 'request_revision', index: 1 }]]);
    expect(state.proposal!.revisionsLeft).toBe(0);
    expect(commissionStage(state)).toBe('in_progress');
    state = run(state, [['artist', { kind: 'deliver', index: 1 }]]);
    expect(applyMove(state, 'collector', { kind: 'request_revision', index: 1 }, ctx())).toMatchObject({
      ok: false,
      code: ErrorCodes.NO_REVISIONS_LEFT,
    });
    // The artist offers one more for $25; bought, it can be used.
    state = run(state, [
      ['artist', { kind: 'offer_revisions', count: 1, priceCents: 2_500 }],
      ['collector', { kind: 'answer_revision_offer', accept: true }],
      ['collector', { kind: 'request_revision', index: 1 }],
    ]);
    expect(state.proposal!.addOns).toEqual([
      { title: '1 extra revision', amountCents: 2_500, state: 'unpaid' },
    ]);
    state = run(state, [
      ['artist', { kind: 'deliver', index: 1 }],
      ['collector', { kind: 'approve', index: 1 }],
    ]);
    // The final is delivered only once paid.
    expect(applyMove(state, 'artist', { kind: 'deliver', index: 2 }, ctx())).toMatchObject({ ok: false });
    state = run(state, [
      ['artist', { kind: 'confirm_payment', index: 2 }],
      ['artist', { kind: 'deliver', index: 2 }],
      ['collector', { kind: 'approve', index: 2 }],
    ]);
    expect(state.status).toBe('completed');
    expect(milestoneProgress(state.proposal)).toEqual({ done: 3, total: 3 });
  });

  it('moves the delivery date only when the collector accepts the extension', () => {
    const asked = run(working(), [
      ['artist', { kind: 'request_extension', deliveryDate: '2027-01-10', reason: 'The framer is late' }],
    ]);
    expect(asked.proposal!.deliveryDate).toBe('2026-12-20');
    expect(
      applyMove(
        asked,
        'artist',
        { kind: 'request_extension', deliveryDate: '2027-01-12', reason: 'x' },
        ctx(),
      ),
    ).toMatchObject({ ok: false, status: 409 });
    expect(
      run(asked, [['collector', { kind: 'answer_extension', accept: true }]]).proposal!.deliveryDate,
    ).toBe('2027-01-10');
    expect(
      run(asked, [['collector', { kind: 'answer_extension', accept: false }]]).proposal!.deliveryDate,
    ).toBe('2026-12-20');
    expect(
      applyMove(
        working(),
        'artist',
        { kind: 'request_extension', deliveryDate: '2026-12-19', reason: 'x' },
        ctx(),
      ),
    ).toMatchObject({ ok: false, status: 400 });
  });

  it('lets the collector cancel only after a missed date: unpaid void, the deposit kept, the rest to refund', () => {
    const state = run(working(), [
      ['artist', { kind: 'deliver', index: 0 }],
      ['collector', { kind: 'approve', index: 0 }],
      ['artist', { kind: 'confirm_payment', index: 1 }],
    ]);
    expect(applyMove(state, 'collector', { kind: 'cancel_overdue' }, ctx('2026-12-20'))).toMatchObject({
      ok: false,
      code: ErrorCodes.NOT_OVERDUE,
    });
    const cancelled = run(state, [['collector', { kind: 'cancel_overdue' }]], '2026-12-21');
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.proposal!.milestones.map((m) => [m.state, m.refund ?? null])).toEqual([
      ['paid', null],
      ['paid', 'due'],
      ['void', null],
    ]);
    expect(refundSummary(cancelled.proposal!)).toEqual({ keptCents: 20_000, refundCents: 10_000 });
    // A delivery waiting for the collector's answer is not a missed date.
    const delivered = run(state, [['artist', { kind: 'deliver', index: 1 }]]);
    expect(applyMove(delivered, 'collector', { kind: 'cancel_overdue' }, ctx('2026-12-22'))).toMatchObject({
      code: ErrorCodes.NOT_OVERDUE,
    });
  });
});
