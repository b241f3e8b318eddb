import { describe, expect, it } from 'vitest';
import type { CommissionRequest } from '@contract/commission-request';
import {
  boardCountdown,
  boardStage,
  currentMilestone,
  dropMove,
  groupByStage,
  milestoneProgress,
  quickMoves,
} from './board-stages';

const base = {
  id: 1,
  status: 'pending',
  waitlistPlace: null,
  proposal: null,
  estimatedCompletion: null,
} as unknown as CommissionRequest;

const withMilestones = (status: string, states: string[], deliveryDate = '2026-12-10') =>
  ({
    ...base,
    status,
    proposal: {
      deliveryDate,
      milestones: states.map((state, i) => ({ title: ['Deposit', 'Sketch', 'Final'][i], state })),
    },
  }) as unknown as CommissionRequest;

describe('the board', () => {
  it('puts each status in its stage, a waiting request on the Waitlist', () => {
    expect(boardStage(base)).toBe('requested');
    expect(boardStage({ ...base, waitlistPlace: 2 })).toBe('waitlist');
    expect(boardStage({ ...base, status: 'quoted' })).toBe('proposed');
    expect(boardStage({ ...base, status: 'accepted' })).toBe('in_progress');
    expect(boardStage({ ...base, status: 'completed' })).toBe('completed');
    expect(boardStage({ ...base, status: 'cancelled' })).toBe('closed');
  });

  it('moves a commission to Delivered while a milestone waits for the collector, back when revised', () => {
    const at = (work: string) =>
      ({
        ...base,
        status: 'in_progress',
        proposal: { milestones: [{ title: 'Deposit', state: 'paid', work }] },
      }) as unknown as CommissionRequest;
    expect(boardStage(at('delivered'))).toBe('delivered');
    expect(boardStage(at('waiting'))).toBe('in_progress');
  });

  it('counts milestones paid of those not void, and names the one being worked on', () => {
    const request = withMilestones('in_progress', ['paid', 'unpaid', 'unpaid']);
    expect(milestoneProgress(request)).toEqual({ paid: 1, total: 3 });
    // Paid is not done: the deposit is in work until the collector approves it.
    expect(currentMilestone(request)).toBe('Milestone 1 of 3: Deposit');
    const approved = withMilestones('in_progress', ['paid', 'paid', 'unpaid']);
    approved.proposal!.milestones[0]!.work = 'approved';
    expect(currentMilestone(approved)).toBe('Milestone 2 of 3: Sketch');
    expect(milestoneProgress(withMilestones('cancelled', ['paid', 'void', 'void']))).toEqual({
      paid: 1,
      total: 1,
    });
  });

  it('orders In progress by milestone, the furthest along first', () => {
    const early = { ...withMilestones('in_progress', ['unpaid', 'unpaid']), id: 2 };
    const late = { ...withMilestones('in_progress', ['paid', 'unpaid']), id: 3 };
    expect(groupByStage([early, late]).in_progress.map((r) => r.id)).toEqual([3, 2]);
  });

  it('counts days to the delivery date while open: amber in the last 3 days, red when overdue', () => {
    expect(boardCountdown(withMilestones('accepted', ['unpaid']), '2026-11-26')).toEqual({
      words: '14 days left',
      tone: 'on_track',
    });
    expect(boardCountdown(withMilestones('in_progress', ['paid'], '2026-11-28'), '2026-11-26')?.tone).toBe(
      'due_soon',
    );
    expect(boardCountdown(withMilestones('in_progress', ['paid'], '2026-11-20'), '2026-11-26')).toEqual({
      words: '6 days overdue',
      tone: 'overdue',
    });
    expect(boardCountdown(withMilestones('completed', ['paid'], '2026-11-20'), '2026-11-26')).toBeNull();
  });

  it('offers on a card only one-click moves the state machine allows the side', () => {
    expect(quickMoves('artist', { ...base, status: 'accepted' }).map((a) => a.label)).toEqual(['Start work']);
    expect(quickMoves('artist', { ...base, status: 'in_progress' }).map((a) => a.label)).toEqual([
      'Mark completed',
    ]);
    expect(quickMoves('artist', { ...base, status: 'completed' })).toEqual([]);
    expect(quickMoves('sender', { ...base, status: 'accepted' })).toEqual([]);
  });

  it('a drop makes the move that lands the card there, or moves nothing and says why', () => {
    const card = (status: string, work?: string) =>
      ({
        ...base,
        title: 'Harbour',
        senderName: 'Casey',
        status,
        proposal: work ? { deliveryDate: null, milestones: [{ title: 'Final', state: 'paid', work }] } : null,
      }) as unknown as CommissionRequest;
    expect(dropMove('artist', card('accepted'), 'in_progress')).toBeNull();
    expect(dropMove('artist', card('accepted', 'waiting'), 'completed')).toMatchObject({
      refused: '“Harbour” stays in In progress: it cannot go from In progress to Completed.',
    });
    expect(dropMove('artist', card('in_progress', 'approved'), 'completed')).toMatchObject({
      action: { to: 'completed', label: 'Mark completed' },
    });
    expect(dropMove('artist', card('in_progress', 'waiting'), 'completed')).toMatchObject({
      refused: expect.stringMatching(/a milestone is not approved yet.+Casey approves the last one/),
    });
    expect(dropMove('artist', card('pending'), 'closed')).toMatchObject({
      refused: '“Harbour” stays in Requested: “Decline” asks for details, on the card.',
    });
    expect(dropMove('sender', card('pending'), 'completed')).toMatchObject({
      refused: expect.stringMatching(/only the artist moves cards/),
    });
  });
});
