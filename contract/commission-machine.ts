import type { CommissionRequestStatus } from './enum-values';
import { ErrorCodes } from './error-codes';
import { expiryOf } from './commission-dates';
import { isFinal, TRANSITIONS, type Move } from './commission-transitions';
import { formatCents } from './money';
import {
  DEFAULT_REVISIONS,
  MAX_REVISIONS,
  type CommissionState,
  type MoveContext,
  type MoveResult,
  type Proposal,
  type ProposalDraft,
  type Refusal,
  type Side,
} from './commission-types';
import { applyWorkMove, currentMilestone } from './commission-work';

/**
 * The commission state machine (issue 26, point 8): ONE table of moves (contract/commission-transitions.ts)
 * that the API applies here and the UI reads to offer only the buttons that may work. Zod-free, pure and in cents. The spec's
 * statuses (plus `quoted` / `quote_declined`) stay the visible summary; the proposal with its
 * milestones is the rest of the state. Dates are ISO strings; `ctx.now` is the server's clock.
 */
export type {
  AddOn,
  CommissionState,
  Extension,
  Milestone,
  MilestoneDraft,
  MilestoneState,
  MilestoneWork,
  MoveContext,
  MoveResult,
  Proposal,
  ProposalDraft,
  Refusal,
  RevisionOffer,
  Side,
} from './commission-types';
export { DEFAULT_REVISIONS, MAX_REVISIONS } from './commission-types';
export {
  FINAL_STATUSES,
  isFinal,
  movesFor,
  TRANSITIONS,
  transitionsTable,
  WORK_MOVES,
  type Move,
  type MoveKind,
  type Transition,
} from './commission-transitions';
export { countdownWords, deliveryCountdown, expiryOf, type DeliveryTone } from './commission-dates';

export const DEFAULT_PROPOSAL_EXPIRY_DAYS = 7;
export const MAX_MILESTONES = 4;

/** Why a proposal does not add up, in words (null when it does). */
export function proposalProblem(draft: ProposalDraft): string | null {
  const { milestones, priceCents } = draft;
  if (!Number.isInteger(priceCents) || priceCents <= 0) return 'A proposal needs a price';
  if (milestones.length < 1 || milestones.length > MAX_MILESTONES)
    return `A proposal has 1 to ${MAX_MILESTONES} milestones`;
  if (milestones.some((m) => !Number.isInteger(m.amountCents) || m.amountCents <= 0))
    return 'Every milestone needs an amount above zero';
  if (milestones.some((m) => m.title.trim() === '')) return 'Every milestone needs a title';
  const revisions = draft.revisionsIncluded ?? DEFAULT_REVISIONS;
  if (!Number.isInteger(revisions) || revisions < 0 || revisions > MAX_REVISIONS)
    return `A proposal includes 0 to ${MAX_REVISIONS} revisions`;
  if (milestones.slice(1).some((m) => m.nonRefundable))
    return 'Only the first milestone (the deposit) can be non-refundable';
  const sum = milestones.reduce((total, m) => total + m.amountCents, 0);
  if (sum !== priceCents)
    return `The milestones add up to ${formatCents(sum, { grouping: false })}, not the price of ${formatCents(priceCents, { grouping: false })}`;
  return null;
}

/** A quoted price alone (the spec's Accept with a quote) as a one-milestone proposal. */
export function oneMilestoneDraft(
  priceCents: number,
  deliveryDate: string | null,
  scope = '',
): ProposalDraft {
  return {
    scope,
    priceCents,
    deliveryDate,
    milestones: [
      {
        title: 'Full payment',
        amountCents: priceCents,
        deliverable: 'The finished work',
        nonRefundable: false,
      },
    ],
  };
}

/** Splits a price into amounts by percentages (the last one takes the rounding). */
export function amountsFromShares(priceCents: number, percents: number[]): number[] {
  const amounts = percents.map((p) => Math.floor((priceCents * p) / 100));
  const rest = priceCents - amounts.reduce((a, b) => a + b, 0);
  if (amounts.length > 0) amounts[amounts.length - 1]! += rest;
  return amounts;
}

const LABEL: Partial<Record<CommissionRequestStatus, string>> = {
  quote_declined: 'declined by the collector',
  in_progress: 'in progress',
  quoted: 'proposed',
};
export function statusWords(status: CommissionRequestStatus): string {
  return LABEL[status] ?? status;
}

function refuse(status: 409 | 400, code: string, message: string): Refusal {
  return { ok: false, status, code, message };
}

function toProposal(
  draft: ProposalDraft,
  previous: Proposal | null,
  { now, expiryDays }: MoveContext,
): Proposal {
  return {
    version: (previous?.version ?? 0) + 1,
    scope: draft.scope,
    priceCents: draft.priceCents,
    deliveryDate: draft.deliveryDate,
    sentAt: now,
    expiresAt: expiryOf(now, expiryDays),
    milestones: draft.milestones.map((m) => ({ ...m, state: 'unpaid' as const })),
    revisionsIncluded: draft.revisionsIncluded ?? DEFAULT_REVISIONS,
    revisionsLeft: draft.revisionsIncluded ?? DEFAULT_REVISIONS,
  };
}

function voidUnpaid(proposal: Proposal | null): Proposal | null {
  if (!proposal) return null;
  return {
    ...proposal,
    milestones: proposal.milestones.map((m) => (m.state === 'unpaid' ? { ...m, state: 'void' as const } : m)),
  };
}

/**
 * Why the artist may not mark the commission completed, in words (null when they may): while a
 * milestone is not approved, the collector's approval of the last delivery completes it instead.
 */
export function completeBlocker(proposal: Proposal | null): string | null {
  if (!proposal) return null;
  const index = currentMilestone(proposal);
  if (index === -1) return null;
  const m = proposal.milestones[index]!;
  return `“${m.title}” is not approved yet: the commission completes when the collector approves its last delivery`;
}

/**
 * Applies one move by one side. Refused moves change nothing and say why: a move from a final
 * state, a move the side may not make from this status, a stale proposal version, an expired
 * proposal, a full service, a milestone already paid, or a proposal that does not add up.
 */
export function applyMove(state: CommissionState, side: Side, move: Move, ctx: MoveContext): MoveResult {
  const { status, proposal } = state;
  if (isFinal(status))
    return refuse(
      409,
      ErrorCodes.INVALID_TRANSITION,
      `This commission is ${statusWords(status)}: nothing more can change`,
    );
  const rule = TRANSITIONS.find((t) => t.move === move.kind && t.side === side);
  if (!rule || !rule.from.includes(status)) {
    const late = rule && status !== 'pending' && rule.from.includes('pending') && !rule.from.includes(status);
    return refuse(
      409,
      late ? ErrorCodes.REQUEST_NOT_PENDING : ErrorCodes.INVALID_TRANSITION,
      late
        ? `This request is no longer pending: it is already ${statusWords(status)}`
        : `A ${statusWords(status)} commission cannot be moved that way`,
    );
  }
  const to = rule.to ?? status;
  switch (move.kind) {
    case 'propose': {
      const problem = proposalProblem(move.draft);
      if (problem) return refuse(400, ErrorCodes.VALIDATION, problem);
      return { ok: true, state: { status: to, proposal: toProposal(move.draft, proposal, ctx) } };
    }
    case 'accept_request': {
      if (ctx.slotsLeft !== null && ctx.slotsLeft <= 0)
        return refuse(409, ErrorCodes.SERVICE_FULL, 'Every slot of this service is taken');
      if (!move.draft) return { ok: true, state: { status: to, proposal } };
      const problem = proposalProblem(move.draft);
      if (problem) return refuse(400, ErrorCodes.VALIDATION, problem);
      return { ok: true, state: { status: to, proposal: toProposal(move.draft, proposal, ctx) } };
    }
    case 'accept_proposal':
    case 'decline_proposal': {
      if (!proposal) return refuse(409, ErrorCodes.INVALID_TRANSITION, 'There is no proposal to answer');
      if (move.version !== proposal.version)
        return refuse(
          409,
          ErrorCodes.PROPOSAL_REVISED,
          `The artist revised the proposal after you saw it (you saw version ${move.version}, it is now version ${proposal.version}: ${formatCents(proposal.priceCents, { grouping: false })}). Nothing was changed; look at it again before you answer.`,
        );
      if (move.kind === 'accept_proposal') {
        if (ctx.now >= proposal.expiresAt)
          return refuse(
            409,
            ErrorCodes.PROPOSAL_EXPIRED,
            'This proposal has expired: ask the artist to send it again',
          );
        if (ctx.slotsLeft !== null && ctx.slotsLeft <= 0)
          return refuse(409, ErrorCodes.SERVICE_FULL, 'Every slot of this service is taken');
      }
      return { ok: true, state: { status: to, proposal } };
    }
    case 'confirm_payment': {
      const milestone = proposal?.milestones[move.index];
      if (!proposal || !milestone)
        return refuse(409, ErrorCodes.INVALID_TRANSITION, 'There is no such milestone');
      if (milestone.state === 'paid')
        return refuse(409, ErrorCodes.MILESTONE_PAID, `"${milestone.title}" is already paid`);
      if (milestone.state === 'void')
        return refuse(409, ErrorCodes.INVALID_TRANSITION, `"${milestone.title}" is void`);
      if (proposal.milestones.slice(0, move.index).some((m) => m.state !== 'paid'))
        return refuse(409, ErrorCodes.INVALID_TRANSITION, 'Milestones are paid in order');
      const milestones = proposal.milestones.map((m, i) =>
        i === move.index ? { ...m, state: 'paid' as const } : m,
      );
      return { ok: true, state: { status: to, proposal: { ...proposal, milestones } } };
    }
    case 'expire': {
      if (!proposal || ctx.now < proposal.expiresAt)
        return refuse(409, ErrorCodes.INVALID_TRANSITION, 'This proposal has not expired');
      return { ok: true, state: { status: to, proposal: voidUnpaid(proposal) } };
    }
    case 'cancel':
      return { ok: true, state: { status: to, proposal: voidUnpaid(proposal) } };
    case 'complete': {
      const blocker = completeBlocker(proposal);
      if (blocker) return refuse(409, ErrorCodes.MILESTONE_NOT_APPROVED, blocker);
      return { ok: true, state: { status: to, proposal } };
    }
    case 'decline':
    case 'start':
      return { ok: true, state: { status: to, proposal } };
    default:
      return applyWorkMove(state, move, ctx);
  }
}
