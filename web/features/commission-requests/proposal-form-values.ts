import type { CommissionRequest } from '@contract/commission-request';
import { amountsFromShares, proposalProblem } from '@contract/commission-machine';
import { proposalDraft } from '@contract/commission-proposal';
import { toCents } from '@contract/common';
import { formatCentsPlain } from '@contract/money';

/** One milestone as typed in the proposal form (amounts as text, in dollars). */
export interface ProposalRow {
  title: string;
  amount: string;
  deliverable: string;
  nonRefundable: boolean;
}

/** A proposal as the form sends it and the outbox keeps it (`PUT .../proposal`'s body, in dollars). */
export type ProposalBody = Parameters<typeof proposalDraft>[0] & { deliveryDate: string };

/** What the proposal form holds. */
export interface ProposalFormValues {
  scope: string;
  price: string;
  deliveryDate: string;
  rows: ProposalRow[];
}

const PRESET: Array<[string, string, number]> = [
  ['Deposit', 'Work starts', 50],
  ['Sketch approved', 'A sketch for you to approve', 25],
  ['Final', 'The finished work', 25],
];

export const toNumber = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? 0 : Number(text);
export const cents = (text: string) => Math.round(toNumber(text) * 100);
const money = (amount: number) => formatCentsPlain(toCents(amount));

function rowsOf(milestones: ProposalBody['milestones']): ProposalRow[] {
  return milestones.map((m) => ({
    title: m.title,
    amount: money(m.amount),
    deliverable: m.deliverable ?? '',
    nonRefundable: m.nonRefundable ?? false,
  }));
}

/**
 * Where the proposal form starts: a proposal saved on this device and reopened from the sync
 * panel's Edit (`queued`), else the proposal sent (revising), else the request's budget and
 * deadline with the preset milestones (deposit 50 %, sketch 25 %, final 25 %).
 */
export function proposalFormStart(request: CommissionRequest, queued?: ProposalBody): ProposalFormValues {
  if (queued)
    return {
      scope: queued.scope,
      price: money(queued.price),
      deliveryDate: queued.deliveryDate ?? '',
      rows: rowsOf(queued.milestones),
    };
  const proposal = request.proposal;
  if (proposal)
    return {
      scope: proposal.scope,
      price: money(proposal.price),
      deliveryDate: proposal.deliveryDate ?? request.deadline ?? '',
      rows: rowsOf(proposal.milestones),
    };
  const price = request.budget ? money(request.budget) : '';
  const amounts = amountsFromShares(
    cents(price),
    PRESET.map(([, , share]) => share),
  );
  return {
    scope: '',
    price,
    deliveryDate: request.deadline ?? '',
    rows: PRESET.map(([title, deliverable], i) => ({
      title,
      deliverable,
      amount: price ? formatCentsPlain(amounts[i]!) : '',
      nonRefundable: i === 0,
    })),
  };
}

/** The proposal the form sends (only the first milestone may be a non-refundable deposit). */
export function toProposalInput(values: ProposalFormValues, revisionsIncluded?: number): ProposalBody {
  return {
    scope: values.scope.trim(),
    price: toNumber(values.price),
    deliveryDate: values.deliveryDate,
    milestones: values.rows.map((row, i) => ({
      title: row.title.trim(),
      amount: toNumber(row.amount),
      deliverable: row.deliverable.trim(),
      nonRefundable: i === 0 && row.nonRefundable,
    })),
    ...(revisionsIncluded === undefined ? {} : { revisionsIncluded }),
  };
}

/** The form's rule, in the words it shows: a scope, a date, then the contract's own (amounts add up…). */
export function proposalFormProblem(input: ProposalBody): string | null {
  if (!input.scope) return 'Describe what you will make';
  if (!input.deliveryDate) return 'Choose a delivery date';
  return proposalProblem(proposalDraft(input));
}
