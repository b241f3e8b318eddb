import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentMilestone, revisionsLeft } from './commission-work';
import {
  amountsFromShares,
  applyMove,
  countdownWords,
  deliveryCountdown,
  isFinal,
  movesFor,
  TRANSITIONS,
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
    revisions: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ amounts, off, deposit, laterNonRefundable, revisions }) => ({
    scope: 'A portrait',
    priceCents: amounts.reduce((a, b) => a + b, 0) + off,
    deliveryDate: '2026-12-10',
    revisionsIncluded: revisions,
    milestones: amounts.map((amountCents, i) => ({
      title: `Milestone ${i + 1}`,
      amountCents,
      deliverable: 'Something to see',
      nonRefundable: i === 0 ? deposit : laterNonRefundable,
    })),
  }));

/** A move by a side on one of the requests, sometimes with a stale version, sometimes after a wait. */
const stepArb = fc.record({
  request: fc.integer({ min: 0, max: 2 }),
  // Mostly the side the move belongs to, so that random walks get far into the work.
  side: fc.constantFrom<Side | 'own'>('own', 'own', 'own', 'artist', 'collector', 'system'),
  // Mostly no wait; now and then a day, or long enough for proposals to expire and dates to pass.
  hours: fc.oneof(
    { weight: 30, arbitrary: fc.constant(0) },
    { weight: 4, arbitrary: fc.constantFrom(1, 30) },
    { weight: 1, arbitrary: fc.constantFrom(100, 400) },
  ),
  versionLag: fc.constantFrom(0, 0, 0, 1),
  /** Aim a milestone move at the milestone it could apply to (the first unpaid, the one in work). */
  aim: fc.constantFrom(true, true, true, false),
  move: fc.oneof(
    { weight: 2, arbitrary: draftArb.map((draft): Move => ({ kind: 'propose', draft })) },
    {
      weight: 1,
      arbitrary: fc.option(draftArb, { freq: 4 }).map((draft): Move => ({ kind: 'accept_request', draft })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Move>(
        { kind: 'decline' },
        { kind: 'decline_proposal', version: 0 },
        { kind: 'cancel' },
        { kind: 'complete' },
        { kind: 'expire' },
      ),
    },
    {
      weight: 4,
      arbitrary: fc.constantFrom<Move>({ kind: 'accept_proposal', version: 0 }, { kind: 'start' }),
    },
    {
      // Milestone moves, mostly on the first ones (where the work is).
      weight: 10,
      arbitrary: fc
        .record({
          kind: fc.constantFrom(
            'confirm_payment',
            'deliver',
            'approve',
            'request_revision',
            'confirm_addon_paid',
          ),
          index: fc.constantFrom(0, 0, 0, 1, 1, 2, 4),
        })
        .map(({ kind, index }) => ({ kind, index }) as Move),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({ count: fc.integer({ min: 0, max: 6 }), priceCents: fc.integer({ min: 0, max: 9000 }) })
        .map(({ count, priceCents }): Move => ({ kind: 'offer_revisions', count, priceCents })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({ kind: fc.constantFrom('answer_revision_offer', 'answer_extension'), accept: fc.boolean() })
        .map((m) => m as Move),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({ days: fc.integer({ min: -3, max: 20 }), reason: fc.constantFrom('', 'The framer is late') })
        .map(({ days, reason }): Move => ({
          kind: 'request_extension',
          deliveryDate: new Date(Date.parse('2026-12-10') + days * 86_400_000).toISOString().slice(0, 10),
          reason,
        })),
    },
    { weight: 1, arbitrary: fc.constant<Move>({ kind: 'cancel_overdue' }) },
  ),
});

const TAKES_SLOT = ['accepted', 'in_progress'];

/** The work invariants: revisions never below 0, only paid work delivered or approved, approvals in
 * order, refunds only of paid refundable money, completion only with every milestone approved. */
function checkWork(after: CommissionState, before: CommissionState) {
  const p = after.proposal!;
  expect(revisionsLeft(p)).toBeGreaterThanOrEqual(0);
  p.milestones.forEach((m, i) => {
    if (m.work === 'delivered' || m.work === 'approved') expect(m.state).toBe('paid');
    if (m.work === 'approved')
      p.milestones.slice(0, i).forEach((e) => expect(e.state === 'void' || e.work === 'approved').toBe(true));
    if (m.refund === 'due') {
      expect(m.state).toBe('paid');
      expect(m.nonRefundable).toBe(false);
    }
  });
  (p.addOns ?? []).forEach((a) => {
    if (a.refund === 'due') expect(a.state).toBe('paid');
  });
  if (after.status === 'cancelled' && before.status !== 'cancelled')
    expect(p.milestones.some((m) => m.state === 'unpaid')).toBe(false);
  if (p.extension?.state === 'accepted') expect(p.deliveryDate).toBe(p.extension.deliveryDate);
}

const reached = new Map<string, number>();

describe('commission state machine: random moves by both sides', () => {
  it('keeps shares summing to the price, pays no milestone twice, never leaves a final state, never over-fills slots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(stepArb, { minLength: 40, maxLength: 160, size: 'max' }),
        (slots, steps) => {
          const world: CommissionState[] = [0, 1, 2].map(() => ({ status: 'pending', proposal: null }));
          let now = START;
          for (const step of steps) {
            now += step.hours * HOUR;
            const before = world[step.request]!;
            const taken = world.filter((r) => TAKES_SLOT.includes(r.status)).length;
            let move = step.move;
            if (move.kind === 'accept_proposal' || move.kind === 'decline_proposal') {
              move = { ...move, version: (before.proposal?.version ?? 0) - step.versionLag };
            }
            if (step.aim && before.proposal && 'index' in move && move.kind !== 'confirm_addon_paid') {
              const p = before.proposal;
              const index =
                move.kind === 'confirm_payment'
                  ? p.milestones.findIndex((m) => m.state === 'unpaid')
                  : currentMilestone(p);
              move = { ...move, index: Math.max(index, 0) };
            }
            const side: Side =
              step.side === 'own'
                ? (TRANSITIONS.find((t) => t.move === move.kind)?.side ?? 'system')
                : step.side;
            const result = applyMove(before, side, move, {
              now: new Date(now).toISOString(),
              expiryDays: 7,
              slotsLeft: slots - taken,
            });
            if (isFinal(before.status)) expect(result.ok).toBe(false);
            if (
              (move.kind === 'accept_proposal' || move.kind === 'decline_proposal') &&
              step.versionLag > 0 &&
              before.status === 'quoted' &&
              side === 'collector'
            ) {
              expect(result).toMatchObject({ ok: false, code: ErrorCodes.PROPOSAL_REVISED });
            }
            if (!result.ok) continue;
            const after = result.state;
            if (side !== 'system') expect(movesFor(side, before.status)).toContain(move.kind);
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
            if (after.proposal) checkWork(after, before);
            // However it comes (the last approval, or the artist's Complete), completion leaves no
            // milestone unapproved.
            if (after.status === 'completed' && after.proposal)
              expect(
                after.proposal!.milestones.every((m) => m.state === 'void' || m.work === 'approved'),
              ).toBe(true);
            reached.set(move.kind, (reached.get(move.kind) ?? 0) + 1);
            world[step.request] = after;
            expect(world.filter((r) => TAKES_SLOT.includes(r.status)).length).toBeLessThanOrEqual(slots);
          }
        },
      ),
      { numRuns: 400 },
    );
    // The random walks do reach the work moves (else the invariants above would check nothing).
    for (const kind of ['deliver', 'approve', 'request_revision', 'request_extension', 'cancel_overdue'])
      expect(reached.get(kind) ?? 0).toBeGreaterThan(0);
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

  it("refuses the artist's Complete while a milestone is not approved, in words", () => {
    const ctx = { now: new Date(START).toISOString(), expiryDays: 7, slotsLeft: null };
    const proposal = (work: 'waiting' | 'delivered' | 'approved'): CommissionState['proposal'] => ({
      version: 1,
      scope: '',
      priceCents: 200,
      deliveryDate: null,
      sentAt: ctx.now,
      expiresAt: ctx.now,
      milestones: [
        {
          title: 'Sketch',
          amountCents: 100,
          deliverable: '',
          nonRefundable: false,
          state: 'paid',
          work: 'approved',
        },
        { title: 'Final', amountCents: 100, deliverable: '', nonRefundable: false, state: 'paid', work },
      ],
    });
    for (const work of ['waiting', 'delivered'] as const)
      expect(
        applyMove({ status: 'in_progress', proposal: proposal(work) }, 'artist', { kind: 'complete' }, ctx),
      ).toMatchObject({
        ok: false,
        status: 409,
        code: ErrorCodes.MILESTONE_NOT_APPROVED,
        message: expect.stringMatching(/“Final” is not approved yet/),
      });
    // Without a proposal (the spec's plain Accept) the artist completes the work.
    expect(
      applyMove({ status: 'in_progress', proposal: null }, 'artist', { kind: 'complete' }, ctx),
    ).toMatchObject({ ok: true, state: { status: 'completed' } });
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
