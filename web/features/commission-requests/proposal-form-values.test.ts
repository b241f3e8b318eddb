import { describe, expect, it } from 'vitest';
import type { CommissionRequest } from '@contract/commission-request';
import { proposalFormProblem, proposalFormStart, toProposalInput } from './proposal-form-values';

const request = {
  id: 4,
  userId: 2,
  artistId: 3,
  title: 'Living room colour field',
  budget: 400,
  deadline: '2031-01-15',
  proposal: null,
} as unknown as CommissionRequest;

const QUEUED = {
  scope: 'Oil on canvas, 100 x 120 cm.',
  price: 1500.5,
  deliveryDate: '2031-03-01',
  milestones: [
    { title: 'Deposit', amount: 500.5, deliverable: 'Work starts', nonRefundable: true },
    { title: 'Final', amount: 1000 },
  ],
  revisionsIncluded: 3,
};

describe('the proposal form’s start', () => {
  it('a proposal saved on this device: its values, as typed', () => {
    expect(proposalFormStart(request, QUEUED)).toEqual({
      scope: 'Oil on canvas, 100 x 120 cm.',
      price: '1500.50',
      deliveryDate: '2031-03-01',
      rows: [
        { title: 'Deposit', amount: '500.50', deliverable: 'Work starts', nonRefundable: true },
        { title: 'Final', amount: '1000.00', deliverable: '', nonRefundable: false },
      ],
    });
  });

  it('saved again, it is the same proposal (the revisions it included kept)', () => {
    expect(toProposalInput(proposalFormStart(request, QUEUED), QUEUED.revisionsIncluded)).toEqual({
      ...QUEUED,
      milestones: [QUEUED.milestones[0], { ...QUEUED.milestones[1], deliverable: '', nonRefundable: false }],
    });
  });

  it('a first proposal: the budget split 50/25/25 and the deadline', () => {
    const start = proposalFormStart(request);
    expect(start.price).toBe('400.00');
    expect(start.deliveryDate).toBe('2031-01-15');
    expect(start.rows.map((row) => [row.title, row.amount, row.nonRefundable])).toEqual([
      ['Deposit', '200.00', true],
      ['Sketch approved', '100.00', false],
      ['Final', '100.00', false],
    ]);
  });

  it('the form’s rule in its words', () => {
    const values = proposalFormStart(request, QUEUED);
    expect(proposalFormProblem(toProposalInput({ ...values, scope: ' ' }))).toBe(
      'Describe what you will make',
    );
    expect(proposalFormProblem(toProposalInput({ ...values, deliveryDate: '' }))).toBe(
      'Choose a delivery date',
    );
    expect(proposalFormProblem(toProposalInput({ ...values, price: '1400' }))).toMatch(
      /^The milestones add up to .*, not the price of /,
    );
    expect(proposalFormProblem(toProposalInput(values))).toBeNull();
  });
});
