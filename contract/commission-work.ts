import { ErrorCodes } from './error-codes';
import {
  DEFAULT_REVISIONS,
  MAX_REVISIONS,
  type CommissionState,
  type Milestone,
  type MoveContext,
  type MoveResult,
  type Proposal,
  type Refusal,
} from './commission-types';

/**
 * The work on an accepted commission (issue 26 points 3 and 4), as moves of the state machine
 * (contract/commission-machine.ts lists them with their sides and statuses): each milestone, once
 * paid, is delivered by the artist and approved by the collector, or sent back for a revision while
 * revisions are left; the artist may offer extra revisions for a price and ask to move the delivery
 * date; once the date has passed with no delivery the collector may cancel. Pure, in cents.
 */
export type WorkMove =
  | { kind: 'deliver'; index: number }
  | { kind: 'approve'; index: number }
  | { kind: 'request_revision'; index: number }
  | { kind: 'offer_revisions'; count: number; priceCents: number }
  | { kind: 'answer_revision_offer'; accept: boolean }
  | { kind: 'confirm_addon_paid'; index: number }
  | { kind: 'request_extension'; deliveryDate: string; reason: string }
  | { kind: 'answer_extension'; accept: boolean }
  | { kind: 'cancel_overdue' };
export type WorkMoveKind = WorkMove['kind'];

export const MAX_EXTRA_REVISIONS = 5;

function refuse(status: 409 | 400, code: string, message: string): Refusal {
  return { ok: false, status, code, message };
}
const conflict = (message: string, code: string = ErrorCodes.INVALID_TRANSITION) =>
  refuse(409, code, message);
const invalid = (message: string) => refuse(400, ErrorCodes.VALIDATION, message);

export function workOf(m: Milestone) {
  return m.work ?? 'waiting';
}

export function revisionsLeft(p: Proposal): number {
  return p.revisionsLeft ?? p.revisionsIncluded ?? DEFAULT_REVISIONS;
}

/** The milestone being worked on: the first one neither void nor approved (-1 when none is left). */
export function currentMilestone(p: Proposal): number {
  return p.milestones.findIndex((m) => m.state !== 'void' && workOf(m) !== 'approved');
}

/** A milestone waits for the collector's approval. */
export function deliveryWaiting(p: Proposal | null): boolean {
  return !!p && p.milestones.some((m) => workOf(m) === 'delivered');
}

/** UTC date of an ISO instant. */
const dayOf = (iso: string) => iso.slice(0, 10);

/** The delivery date passed (the day after it has begun, UTC) with no delivery waiting. */
export function overdue(p: Proposal | null, now: string): boolean {
  return (
    !!p?.deliveryDate && dayOf(now) > p.deliveryDate && currentMilestone(p) !== -1 && !deliveryWaiting(p)
  );
}

/**
 * Where a commission is, for boards and lists (issue 26 point 6): `delivered` while a milestone
 * waits for the collector's approval; `in_progress` for accepted work otherwise.
 */
export type CommissionStage = 'requested' | 'proposed' | 'in_progress' | 'delivered' | 'completed' | 'closed';
export function commissionStage(state: CommissionState): CommissionStage {
  switch (state.status) {
    case 'pending':
      return 'requested';
    case 'quoted':
    case 'quote_declined':
      return 'proposed';
    case 'accepted':
    case 'in_progress':
      return deliveryWaiting(state.proposal) ? 'delivered' : 'in_progress';
    case 'completed':
      return 'completed';
    default:
      return 'closed';
  }
}

/** Milestones approved out of those not void (a progress bar). */
export function milestoneProgress(p: Proposal | null): { done: number; total: number } {
  const live = p?.milestones.filter((m) => m.state !== 'void') ?? [];
  return { done: live.filter((m) => workOf(m) === 'approved').length, total: live.length };
}

function withMilestone(p: Proposal, index: number, change: Partial<Milestone>): Proposal {
  return { ...p, milestones: p.milestones.map((m, i) => (i === index ? { ...m, ...change } : m)) };
}

function milestoneMove(
  state: CommissionState,
  move: Extract<WorkMove, { index: number; kind: 'deliver' | 'approve' | 'request_revision' }>,
): MoveResult {
  const p = state.proposal;
  const m = p?.milestones[move.index];
  if (!p || !m) return conflict('There is no such milestone');
  const current = currentMilestone(p);
  if (move.index !== current) {
    const done = workOf(m) === 'approved' ? `"${m.title}" was approved already. ` : '';
    return conflict(
      current === -1
        ? `${done}Every milestone is approved already`
        : `${done}"${p.milestones[current]!.title}" is the milestone in work now`,
    );
  }
  const work = workOf(m);
  if (move.kind === 'deliver') {
    if (m.state !== 'paid') return conflict(`"${m.title}" is delivered once its payment is confirmed`);
    if (work === 'delivered') return conflict(`"${m.title}" is delivered already: it waits for approval`);
    return { ok: true, state: { ...state, proposal: withMilestone(p, move.index, { work: 'delivered' }) } };
  }
  if (work !== 'delivered') return conflict(`"${m.title}" has not been delivered yet`);
  if (move.kind === 'approve') {
    const next = withMilestone(p, move.index, { work: 'approved' });
    const status = currentMilestone(next) === -1 ? 'completed' : state.status;
    return { ok: true, state: { status, proposal: next } };
  }
  const left = revisionsLeft(p);
  if (left <= 0)
    return conflict(
      'No revisions are left on this commission: the artist may offer extra revisions',
      ErrorCodes.NO_REVISIONS_LEFT,
    );
  return {
    ok: true,
    state: {
      ...state,
      proposal: { ...withMilestone(p, move.index, { work: 'waiting' }), revisionsLeft: left - 1 },
    },
  };
}

/** Applies a work move already allowed for this side and status by the transitions table. */
export function applyWorkMove(state: CommissionState, move: WorkMove, ctx: MoveContext): MoveResult {
  const p = state.proposal;
  if (!p) return conflict('This commission has no proposal with milestones');
  switch (move.kind) {
    case 'deliver':
    case 'approve':
    case 'request_revision':
      return milestoneMove(state, move);
    case 'offer_revisions': {
      if (!Number.isInteger(move.count) || move.count < 1 || move.count > MAX_EXTRA_REVISIONS)
        return invalid(`Offer 1 to ${MAX_EXTRA_REVISIONS} extra revisions`);
      if (!Number.isInteger(move.priceCents) || move.priceCents <= 0)
        return invalid('Extra revisions need a price');
      if (revisionsLeft(p) + move.count > MAX_REVISIONS)
        return invalid(`At most ${MAX_REVISIONS} revisions can be left at once`);
      if (p.revisionOffer?.state === 'offered')
        return conflict('Your last offer of extra revisions waits for an answer');
      const revisionOffer = { count: move.count, priceCents: move.priceCents, state: 'offered' as const };
      return { ok: true, state: { ...state, proposal: { ...p, revisionOffer } } };
    }
    case 'answer_revision_offer': {
      const offer = p.revisionOffer;
      if (offer?.state !== 'offered') return conflict('There is no offer of extra revisions to answer');
      if (!move.accept)
        return {
          ok: true,
          state: { ...state, proposal: { ...p, revisionOffer: { ...offer, state: 'declined' } } },
        };
      const addOn = {
        title: `${offer.count} extra revision${offer.count === 1 ? '' : 's'}`,
        amountCents: offer.priceCents,
        state: 'unpaid' as const,
      };
      return {
        ok: true,
        state: {
          ...state,
          proposal: {
            ...p,
            revisionOffer: { ...offer, state: 'accepted' },
            revisionsLeft: revisionsLeft(p) + offer.count,
            addOns: [...(p.addOns ?? []), addOn],
          },
        },
      };
    }
    case 'confirm_addon_paid': {
      const addOn = p.addOns?.[move.index];
      if (!addOn) return conflict('There is no such add-on');
      if (addOn.state === 'paid')
        return conflict(`"${addOn.title}" is already paid`, ErrorCodes.MILESTONE_PAID);
      if (addOn.state === 'void') return conflict(`"${addOn.title}" is void`);
      const addOns = p.addOns!.map((a, i) => (i === move.index ? { ...a, state: 'paid' as const } : a));
      return { ok: true, state: { ...state, proposal: { ...p, addOns } } };
    }
    case 'request_extension': {
      if (!p.deliveryDate) return conflict('This commission has no delivery date to move');
      if (p.extension?.state === 'asked') return conflict('Your last extension request waits for an answer');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(move.deliveryDate) || move.deliveryDate <= p.deliveryDate)
        return invalid('The new delivery date must be after the current one');
      if (move.reason.trim() === '') return invalid('Say why you need more time');
      const extension = {
        deliveryDate: move.deliveryDate,
        previousDate: p.deliveryDate,
        reason: move.reason.trim(),
        state: 'asked' as const,
        askedAt: ctx.now,
      };
      return { ok: true, state: { ...state, proposal: { ...p, extension } } };
    }
    case 'answer_extension': {
      const ext = p.extension;
      if (ext?.state !== 'asked') return conflict('There is no extension request to answer');
      const proposal: Proposal = move.accept
        ? { ...p, deliveryDate: ext.deliveryDate, extension: { ...ext, state: 'accepted' } }
        : { ...p, extension: { ...ext, state: 'declined' } };
      return { ok: true, state: { ...state, proposal } };
    }
    case 'cancel_overdue': {
      if (!overdue(p, ctx.now))
        return conflict(
          p.deliveryDate && dayOf(ctx.now) > p.deliveryDate
            ? 'A delivery waits for your answer: approve it or ask for a revision'
            : 'The delivery date has not passed yet',
          ErrorCodes.NOT_OVERDUE,
        );
      return { ok: true, state: { status: 'cancelled', proposal: settleForCancellation(p) } };
    }
  }
}

/**
 * A cancellation for a missed date: unpaid milestones and add-ons are void, a paid non-refundable
 * deposit stays the artist's, everything else paid is marked for refund; an open extension request
 * or revision offer is declined.
 */
export function settleForCancellation(p: Proposal): Proposal {
  return {
    ...p,
    milestones: p.milestones.map((m) =>
      m.state === 'unpaid'
        ? { ...m, state: 'void' as const }
        : m.state === 'paid' && !m.nonRefundable
          ? { ...m, refund: 'due' as const }
          : m,
    ),
    addOns: p.addOns?.map((a) =>
      a.state === 'unpaid'
        ? { ...a, state: 'void' as const }
        : a.state === 'paid'
          ? { ...a, refund: 'due' as const }
          : a,
    ),
    extension: p.extension?.state === 'asked' ? { ...p.extension, state: 'declined' } : p.extension,
    revisionOffer:
      p.revisionOffer?.state === 'offered' ? { ...p.revisionOffer, state: 'declined' } : p.revisionOffer,
  };
}

/** What a cancellation for a missed date leaves: kept by the artist (non-refundable), to refund. */
export function refundSummary(p: Proposal): { keptCents: number; refundCents: number } {
  const paid = [...p.milestones, ...(p.addOns ?? [])].filter((m) => m.state === 'paid');
  const refundCents = paid.filter((m) => m.refund === 'due').reduce((t, m) => t + m.amountCents, 0);
  const keptCents = paid.filter((m) => m.refund !== 'due').reduce((t, m) => t + m.amountCents, 0);
  return { keptCents, refundCents };
}
