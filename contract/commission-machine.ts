import type { CommissionRequestStatus } from './enum-values';
import { ErrorCodes } from './error-codes';
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
import { applyWorkMove, type WorkMove } from './commission-work';

/**
 * The commission state machine (issue 26, point 8): ONE table of moves that the API applies and
 * the UI reads to offer only the buttons that may work. Zod-free, pure and in cents. The spec's
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

export type Move =
  | { kind: 'propose'; draft: ProposalDraft }
  | { kind: 'accept_request'; draft: ProposalDraft | null }
  | { kind: 'decline' }
  | { kind: 'accept_proposal'; version: number }
  | { kind: 'decline_proposal'; version: number }
  | { kind: 'cancel' }
  | { kind: 'start' }
  | { kind: 'confirm_payment'; index: number }
  | { kind: 'complete' }
  | { kind: 'expire' }
  | WorkMove;
export type MoveKind = Move['kind'];

export const DEFAULT_PROPOSAL_EXPIRY_DAYS = 7;
export const MAX_MILESTONES = 4;
export const FINAL_STATUSES: readonly CommissionRequestStatus[] = ['rejected', 'completed', 'cancelled'];

export interface Transition {
  move: MoveKind;
  side: Side;
  from: readonly CommissionRequestStatus[];
  /** The status after the move; null when the status stays (a milestone changes instead). */
  to: CommissionRequestStatus | null;
  /** In words, for the transitions table (docs/commissions.md). */
  label: string;
  guard: string;
  effect: string;
}

/** The work on an accepted commission (issue 26 points 3 and 4: contract/commission-work.ts). */
const WORK_TRANSITIONS: readonly Transition[] = [
  {
    move: 'deliver',
    side: 'artist',
    from: ['in_progress'],
    to: null,
    label: 'Deliver a milestone',
    guard: 'the milestone in work, paid, not delivered yet',
    effect: 'it waits for the collector’s approval',
  },
  {
    move: 'approve',
    side: 'collector',
    from: ['in_progress'],
    to: null,
    label: 'Approve a delivery',
    guard: 'the milestone is delivered',
    effect: 'approved; the next milestone’s invoice is issued; the last one completes the commission',
  },
  {
    move: 'request_revision',
    side: 'collector',
    from: ['in_progress'],
    to: null,
    label: 'Ask for a revision',
    guard: 'the milestone is delivered; a revision is left',
    effect: 'back in work; revisions left −1',
  },
  {
    move: 'offer_revisions',
    side: 'artist',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Offer extra revisions',
    guard: '1–5 for a price; no offer waiting',
    effect: 'the collector may buy them',
  },
  {
    move: 'answer_revision_offer',
    side: 'collector',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Buy or decline extra revisions',
    guard: 'an offer waits',
    effect: 'bought: revisions left +N and an add-on invoiced',
  },
  {
    move: 'confirm_addon_paid',
    side: 'artist',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Confirm an add-on paid',
    guard: 'unpaid',
    effect: 'the add-on is paid (once)',
  },
  {
    move: 'request_extension',
    side: 'artist',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Ask for an extension',
    guard: 'a later date and a reason; no request waiting',
    effect: 'the collector answers it',
  },
  {
    move: 'answer_extension',
    side: 'collector',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Accept or decline an extension',
    guard: 'a request waits',
    effect: 'accepted: the delivery date moves',
  },
  {
    move: 'cancel_overdue',
    side: 'collector',
    from: ['accepted', 'in_progress'],
    to: 'cancelled',
    label: 'Cancel after a missed date',
    guard: 'the delivery date has passed; no delivery waits',
    effect: 'unpaid void; a paid non-refundable deposit kept; the rest marked for refund; final',
  },
];

/** The moves made through POST /api/commission-requests/:id/moves (or a work update), not the spec's PATCH. */
export const WORK_MOVES: readonly MoveKind[] = WORK_TRANSITIONS.map((t) => t.move);

/** Every move there is. A move not listed for a side and a status is refused (409). */
export const TRANSITIONS: readonly Transition[] = [
  {
    move: 'accept_request',
    side: 'artist',
    from: ['pending'],
    to: 'accepted',
    label: 'Accept (the spec)',
    guard: 'a slot is free',
    effect: 'an optional price becomes a one-milestone proposal; takes a slot',
  },
  {
    move: 'propose',
    side: 'artist',
    from: ['pending', 'quoted', 'quote_declined'],
    to: 'quoted',
    label: 'Send or revise a proposal',
    guard: '1–4 milestones whose amounts sum to the price',
    effect: 'proposal version +1; the expiry clock restarts',
  },
  {
    move: 'decline',
    side: 'artist',
    from: ['pending', 'quoted', 'quote_declined'],
    to: 'rejected',
    label: 'Decline',
    guard: '—',
    effect: 'final',
  },
  {
    move: 'accept_proposal',
    side: 'collector',
    from: ['quoted'],
    to: 'accepted',
    label: 'Accept the proposal',
    guard: 'the version seen is the current one; not expired; a slot is free',
    effect: 'takes a slot; leaves the waitlist',
  },
  {
    move: 'decline_proposal',
    side: 'collector',
    from: ['quoted'],
    to: 'quote_declined',
    label: 'Decline the proposal',
    guard: 'the version seen is the current one',
    effect: 'the artist may revise',
  },
  {
    move: 'cancel',
    side: 'collector',
    from: ['pending', 'quoted', 'quote_declined', 'accepted'],
    to: 'cancelled',
    label: 'Cancel',
    guard: 'work has not started',
    effect: 'unpaid milestones void; final',
  },
  {
    move: 'start',
    side: 'artist',
    from: ['accepted'],
    to: 'in_progress',
    label: 'Start work',
    guard: '—',
    effect: '—',
  },
  {
    move: 'confirm_payment',
    side: 'artist',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Confirm a milestone paid',
    guard: 'unpaid, and every earlier milestone paid',
    effect: 'the milestone is paid (once)',
  },
  {
    move: 'complete',
    side: 'artist',
    from: ['in_progress'],
    to: 'completed',
    label: 'Complete',
    guard: '—',
    effect: 'frees the slot; final',
  },
  {
    move: 'expire',
    side: 'system',
    from: ['quoted'],
    to: 'cancelled',
    label: 'Expire an unanswered proposal',
    guard: 'sent more than PROPOSAL_EXPIRY_DAYS ago',
    effect: 'unpaid milestones void; frees its waitlist place; final',
  },
  ...WORK_TRANSITIONS,
];

export function isFinal(status: CommissionRequestStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** The moves a side may try from a status (what the UI offers). */
export function movesFor(side: Side, status: CommissionRequestStatus): MoveKind[] {
  return TRANSITIONS.filter((t) => t.side === side && t.from.includes(status)).map((t) => t.move);
}

/** When a proposal sent at `sentAt` expires unanswered (ISO). */
export function expiryOf(sentAt: string, expiryDays: number): string {
  return new Date(Date.parse(sentAt) + expiryDays * 86_400_000).toISOString();
}

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
    return `The milestones add up to ${dollars(sum)}, not the price of ${dollars(priceCents)}`;
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

export const dollars = (cents: number): string => formatCents(cents, { grouping: false });

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
          `The artist revised the proposal after you saw it (you saw version ${move.version}, it is now version ${proposal.version}: ${dollars(proposal.priceCents)}). Nothing was changed; look at it again before you answer.`,
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
    case 'decline':
    case 'start':
    case 'complete':
      return { ok: true, state: { status: to, proposal } };
    default:
      return applyWorkMove(state, move, ctx);
  }
}

/** The transitions as a markdown table (docs/commissions.md holds it; a test keeps them equal). */
export function transitionsTable(): string {
  const rows = TRANSITIONS.map(
    (t) =>
      `| ${t.label} | ${t.side} | ${t.from.map((s) => '`' + s + '`').join(', ')} | ${t.to ? '`' + t.to + '`' : '(same)'} | ${t.guard} | ${t.effect} |`,
  );
  return [
    '| Move | Side | From | To | Guard | Effect |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export type DeliveryTone = 'on_track' | 'due_soon' | 'overdue';
/** Days left to a delivery date (YYYY-MM-DD) from `today`: amber in the last 3 days, red once it passed. */
export function deliveryCountdown(deliveryDate: string, today: string): { days: number; tone: DeliveryTone } {
  const days = Math.round(
    (Date.parse(`${deliveryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  return { days, tone: days < 0 ? 'overdue' : days <= 3 ? 'due_soon' : 'on_track' };
}

/** The countdown in words ("12 days left", "Due today", "2 days overdue"). */
export function countdownWords(days: number): string {
  if (days === 0) return 'Due today';
  if (days > 0) return `${days} day${days === 1 ? '' : 's'} left`;
  return `${-days} day${days === -1 ? '' : 's'} overdue`;
}
