import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountsFromShares,
  applyMove,
  countdownWords,
  deliveryCountdown,
  isFinal,
  movesFor,
  type CommissionState,
  type Move,
  type ProposalDraft,
  type Side,
} from './commission-machine';
import { ErrorCodes } from './error-codes';

const START = Date.parse('2026-11-26T09:00:00Z');
const HOUR = 3_600_000;

const draftArb: fc.Arbitrary<ProposalDraft> = fc
  .record({
    amounts: fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 5 }),
    off: fc.constantFrom(0, 0, 0, 1, -1),
    deposit: fc.boolean(),
    laterNonRefundable: fc.constantFrom(false, false, false, true),
  })
  .map(({ amounts, off, deposit, laterNonRefundable }) => ({
    scope: 'A portrait',
    priceCents: amounts.reduce((a, b) => a + b, 0) + off,
    deliveryDate: '2027-01-15',
    milestones: amounts.map((amountCents, i) => ({
      title: `Milestone ${i + 1}`,
      amountCents,
      deliverable: 'Something to see',
      nonRefundable: i === 0 ? deposit : laterNonRefundable,
    })),
  }));

/** A move by a side on one of the requests, sometimes with a stale version, sometimes after a wait. */
const stepArb = fc.record({
  request: fc.integer({ min: 0, max: 3 }),
  side: fc.constantFrom<Side>('artist', 'collector', 'system'),
  hours: fc.constantFrom(0, 0, 1, 30, 100),
  versionLag: fc.constantFrom(0, 0, 0, 1),
  move: fc.oneof(
    draftArb.map((draft): Move => ({ kind: 'propose', draft })),
    fc.option(draftArb).map((draft): Move => ({ kind: 'accept_request', draft })),
    fc.constantFrom<Move>(
      { kind: 'decline' },
      { kind: 'accept_proposal', version: 0 },
      { kind: 'decline_proposal', version: 0 },
      { kind: 'cancel' },
      { kind: 'start' },
      { kind: 'complete' },
      { kind: 'expire' },
    ),
    fc.integer({ min: 0, max: 4 }).map((index): Move => ({ kind: 'confirm_payment', index })),
  ),
});

const TAKES_SLOT = ['accepted', 'in_progress'];

describe('commission state machine: random moves by both sides', () => {
  it('keeps shares summing to the price, pays no milestone twice, never leaves a final state, never over-fills slots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.array(stepArb, { maxLength: 60 }), (slots, steps) => {
        const world: CommissionState[] = [0, 1, 2, 3].map(() => ({ status: 'pending', proposal: null }));
        let now = START;
        for (const step of steps) {
          now += step.hours * HOUR;
          const before = world[step.request]!;
          const taken = world.filter((r) => TAKES_SLOT.includes(r.status)).length;
          let move = step.move;
          if (move.kind === 'accept_proposal' || move.kind === 'decline_proposal') {
            move = { ...move, version: (before.proposal?.version ?? 0) - step.versionLag };
          }
          const result = applyMove(before, step.side, move, {
            now: new Date(now).toISOString(),
            expiryDays: 7,
            slotsLeft: slots - taken,
          });
          if (isFinal(before.status)) expect(result.ok).toBe(false);
          if (
            (move.kind === 'accept_proposal' || move.kind === 'decline_proposal') &&
            step.versionLag > 0 &&
            before.status === 'quoted' &&
            step.side === 'collector'
          ) {
            expect(result).toMatchObject({ ok: false, code: ErrorCodes.PROPOSAL_REVISED });
          }
          if (!result.ok) continue;
          const after = result.state;
          if (step.side !== 'system') expect(movesFor(step.side, before.status)).toContain(move.kind);
          if (after.proposal) {
            const sum = after.proposal.milestones.reduce((t, m) => t + m.amountCents, 0);
            expect(sum).toBe(after.proposal.priceCents);
            expect(after.proposal.milestones.length).toBeGreaterThanOrEqual(1);
            expect(after.proposal.milestones.length).toBeLessThanOrEqual(4);
          }
          // A paid milestone stays paid, and paying it again was refused (we only get here on success).
          before.proposal?.milestones.forEach((m, i) => {
            if (m.state === 'paid' && before.proposal?.version === after.proposal?.version)
              expect(after.proposal!.milestones[i]!.state).toBe('paid');
          });
          if (move.kind === 'confirm_payment')
            expect(before.proposal!.milestones[move.index]!.state).toBe('unpaid');
          world[step.request] = after;
          expect(world.filter((r) => TAKES_SLOT.includes(r.status)).length).toBeLessThanOrEqual(slots);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('refuses paying a milestone twice with MILESTONE_PAID', () => {
    const ctx = { now: new Date(START).toISOString(), expiryDays: 7, slotsLeft: null };
    let state: CommissionState = { status: 'pending', proposal: null };
    const draft: ProposalDraft = {
      scope: 'Portrait',
      priceCents: 30_000,
      deliveryDate: null,
      milestones: amountsFromShares(30_000, [50, 25, 25]).map((amountCents, i) => ({
        title: ['Deposit', 'Sketch', 'Final'][i]!,
        amountCents,
        deliverable: '',
        nonRefundable: i === 0,
      })),
    };
    for (const [side, move] of [
      ['artist', { kind: 'propose', draft }],
      ['collector', { kind: 'accept_proposal', version: 1 }],
      ['artist', { kind: 'confirm_payment', index: 0 }],
    ] as const) {
      const result = applyMove(state, side, move, ctx);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    expect(applyMove(state, 'artist', { kind: 'confirm_payment', index: 0 }, ctx)).toMatchObject({
      ok: false,
      code: ErrorCodes.MILESTONE_PAID,
    });
  });

  it('expires an unanswered proposal only after the expiry days', () => {
    const draft: ProposalDraft = {
      scope: '',
      priceCents: 100,
      deliveryDate: null,
      milestones: [{ title: 'All', amountCents: 100, deliverable: '', nonRefundable: false }],
    };
    const at = (days: number) => ({
      now: new Date(START + days * 24 * HOUR).toISOString(),
      expiryDays: 7,
      slotsLeft: null,
    });
    const sent = applyMove(
      { status: 'pending', proposal: null },
      'artist',
      { kind: 'propose', draft },
      at(0),
    );
    if (!sent.ok) throw new Error(sent.message);
    expect(applyMove(sent.state, 'system', { kind: 'expire' }, at(6.9)).ok).toBe(false);
    expect(applyMove(sent.state, 'collector', { kind: 'accept_proposal', version: 1 }, at(7))).toMatchObject({
      code: ErrorCodes.PROPOSAL_EXPIRED,
    });
    expect(applyMove(sent.state, 'system', { kind: 'expire' }, at(7))).toMatchObject({
      ok: true,
      state: { status: 'cancelled' },
    });
  });

  it('splits a price by percentages to the cent', () => {
    expect(amountsFromShares(10_001, [50, 25, 25])).toEqual([5000, 2500, 2501]);
  });

  it('counts the days to delivery: amber in the last 3 days, red once passed', () => {
    expect(deliveryCountdown('2026-12-10', '2026-11-26')).toEqual({ days: 14, tone: 'on_track' });
    expect(deliveryCountdown('2026-11-29', '2026-11-26')).toEqual({ days: 3, tone: 'due_soon' });
    expect(deliveryCountdown('2026-11-25', '2026-11-26')).toEqual({ days: -1, tone: 'overdue' });
    expect([14, 1, 0, -1, -3].map(countdownWords)).toEqual([
      '14 days left',
      '1 day left',
      'Due today',
      '1 day overdue',
      '3 days overdue',
    ]);
  });
});
