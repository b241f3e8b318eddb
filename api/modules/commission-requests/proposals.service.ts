import type { Knex } from 'knex';
import type { DbDeps } from '../../deps';
import {
  applyMove,
  expiryOf,
  oneMilestoneDraft,
  type CommissionState,
  type Move,
  type Side,
} from '../../../contract/commission-machine';
import { formatCents } from '../../../contract/money';
import type { CommissionRequest } from '../../../contract/commission-request';
import {
  proposalDraft,
  type ProposalAnswer,
  type ProposalInputParsed,
} from '../../../contract/commission-proposal';
import { toCents } from '../../../contract/common';
import { ErrorCodes } from '../../../contract/errors';
import { isAdmin, requestPartyOf, type Actor } from '../../auth/permissions';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { notify } from '../notifications/notify';
import * as services from '../commission-services/commission-services.service';
import * as repo from './commission-requests.repo';
import * as writes from './request-writes.repo';
import { issueDueInvoices } from './milestone-invoices';
import { requestLink } from './request-link';

export interface MoveOptions {
  /** PROPOSAL_EXPIRY_DAYS: how long a proposal sent now stays open. */
  expiryDays: number;
  /** Why (a decline, a cancellation, an expiry), shown to the other side. */
  reason?: string | null;
  /** The artist's notes, with the spec's Accept or a quote. */
  artistNotes?: string | null;
  /** The spec's estimatedCompletion with an Accept that sends no price (no proposal to hold it). */
  estimatedCompletion?: string | null;
}

/**
 * The request's state for the state machine (under its row lock). A quote stored before proposals
 * existed is read as a one-milestone proposal, version 1, open from now.
 */
async function stateOf(db: Knex, request: CommissionRequest, expiryDays: number): Promise<CommissionState> {
  const state = (await repo.machineState(db, request.id))!;
  if (state.proposal || request.quotedPrice === null) return state;
  const now = new Date().toISOString();
  const draft = oneMilestoneDraft(toCents(request.quotedPrice), request.estimatedCompletion);
  return {
    ...state,
    proposal: {
      ...draft,
      version: 1,
      sentAt: now,
      expiresAt: expiryOf(now, expiryDays),
      milestones: draft.milestones.map((m) => ({ ...m, state: 'unpaid' as const })),
    },
  };
}

/** Free slots of the request's service, with the service row locked (null: no limit). */
async function freeSlots(db: Knex, request: CommissionRequest, move: Move) {
  if (move.kind !== 'accept_request' && move.kind !== 'accept_proposal') return null;
  if (!request.serviceId) return null;
  const service = await services.lockServiceState({ db }, request.serviceId);
  if (!service || service.slots === null) return null;
  return { left: service.slots - service.slotsTaken, slots: service.slots, title: service.title };
}

/**
 * Applies one move of the state machine to a locked request and stores what it changed: the
 * status, the proposal (whose price and date `quotedPrice` / `estimatedCompletion` mirror), the
 * waitlist and the reason. A refused move changes nothing: 409 with the code and the request as
 * it now is, or 400 for a proposal that does not add up.
 */
export async function applyToRequest(
  { db }: DbDeps,
  request: CommissionRequest,
  side: Side,
  moveOf: Move | ((state: CommissionState) => Move),
  options: MoveOptions,
): Promise<CommissionState> {
  const state = await stateOf(db, request, options.expiryDays);
  const move = typeof moveOf === 'function' ? moveOf(state) : moveOf;
  const slots = await freeSlots(db, request, move);
  const result = applyMove(state, side, move, {
    now: new Date().toISOString(),
    expiryDays: options.expiryDays,
    slotsLeft: slots?.left ?? null,
  });
  if (!result.ok) {
    if (result.status === 400) throw new ValidationError({ milestones: result.message }, result.message);
    const message =
      result.code === ErrorCodes.SERVICE_FULL && slots
        ? `All ${slots.slots} slot${slots.slots === 1 ? '' : 's'} of "${slots.title}" are taken. Finish a commission or offer more slots before accepting another request.`
        : result.message;
    throw new ConflictError(message, result.code, { current: request });
  }
  const next = result.state;
  const proposal = next.proposal;
  await writes.updateRequest(db, request.id, {
    status: next.status,
    waitlisted: next.status === 'accepted' ? false : undefined,
    proposal: proposal ?? undefined,
    quotedPriceCents: proposal ? proposal.priceCents : undefined,
    estimatedCompletion: proposal ? proposal.deliveryDate : options.estimatedCompletion,
    artistNotes: options.artistNotes,
    statusReason: options.reason ?? null,
  });
  // A milestone (or add-on) that fell due with this move gets its invoice.
  const invoiced = await issueDueInvoices(db, request, next);
  return invoiced === proposal ? next : { ...next, proposal: invoiced };
}

/** The locked request and the actor's side in it; a stranger gets 404, an admin 403. */
export async function lockedForParty({ db }: DbDeps, actor: Actor, id: number) {
  if (!(await repo.lockRequest(db, id))) throw new NotFoundError('Commission request');
  const request = (await repo.findRequest(db, id))!;
  const party = requestPartyOf(actor, request);
  if (!party) {
    if (isAdmin(actor)) throw new ForbiddenError('Only the artist or the sender can answer this request');
    throw new NotFoundError('Commission request');
  }
  return { request, party };
}

/** The artist sends a proposal, or revises it while it is not accepted (version + 1). */
export async function sendProposal(
  { db }: DbDeps,
  actor: Actor,
  id: number,
  input: ProposalInputParsed,
  expiryDays: number,
): Promise<CommissionRequest> {
  const { request, party } = await lockedForParty({ db }, actor, id);
  if (party !== 'artist') throw new ForbiddenError('Only the artist can send a proposal');
  const draft = proposalDraft(input);
  // Unsaid, the revisions included are the service's.
  if (draft.revisionsIncluded === undefined && request.serviceId !== null)
    draft.revisionsIncluded = await services.revisionsIncluded({ db }, request.serviceId!);
  const state = await applyToRequest({ db }, request, 'artist', { kind: 'propose', draft }, { expiryDays });
  const updated = (await repo.findRequest(db, id))!;
  const revised = (state.proposal?.version ?? 1) > 1;
  await notify(db, {
    userId: updated.userId,
    kind: 'request_status',
    title: `${updated.artistName} ${revised ? 'revised the proposal' : 'sent you a proposal'} for "${updated.title}": ${formatCents(state.proposal!.priceCents, { grouping: false })} in ${state.proposal!.milestones.length} milestone${state.proposal!.milestones.length === 1 ? '' : 's'}`,
    body: input.scope,
    link: requestLink(id, 'sender'),
  });
  return updated;
}

/** The sender accepts or declines the proposal version they saw. */
export async function answerProposal(
  { db }: DbDeps,
  actor: Actor,
  id: number,
  answer: ProposalAnswer,
  expiryDays: number,
): Promise<CommissionRequest> {
  const { request, party } = await lockedForParty({ db }, actor, id);
  if (party !== 'sender') throw new ForbiddenError('Only the sender can answer the proposal');
  if (answer.answer === 'accept' && answer.reason)
    throw new ValidationError({ reason: 'A reason goes with a decline' }, 'A reason goes with a decline');
  const move: Move =
    answer.answer === 'accept'
      ? { kind: 'accept_proposal', version: answer.proposalVersion }
      : { kind: 'decline_proposal', version: answer.proposalVersion };
  await applyToRequest({ db }, request, 'collector', move, { expiryDays, reason: answer.reason });
  const updated = (await repo.findRequest(db, id))!;
  const artistUser = await repo.artistUserId(db, updated.artistId);
  if (artistUser !== null) {
    await notify(db, {
      userId: artistUser,
      kind: 'quote_answered',
      title:
        answer.answer === 'accept'
          ? `${updated.senderName} accepted your proposal for "${updated.title}" (version ${answer.proposalVersion}): work may start`
          : `${updated.senderName} declined your proposal for "${updated.title}"`,
      body: updated.statusReason,
      link: requestLink(id, 'artist'),
    });
  }
  return updated;
}

/**
 * The artist confirms a milestone paid (Pay by invoice: the money arrived), in order and once; the
 * collector is told. `number` is 1-based, as on screen.
 */
export async function confirmMilestonePaid(
  { db }: DbDeps,
  actor: Actor,
  id: number,
  number: number,
  expiryDays: number,
): Promise<CommissionRequest> {
  const { request, party } = await lockedForParty({ db }, actor, id);
  if (party !== 'artist') throw new ForbiddenError('Only the artist confirms a payment received');
  const state = await applyToRequest(
    { db },
    request,
    'artist',
    { kind: 'confirm_payment', index: number - 1 },
    {
      expiryDays,
      reason: request.statusReason,
    },
  );
  const milestone = state.proposal!.milestones[number - 1]!;
  await notify(db, {
    userId: request.userId,
    kind: 'request_status',
    title: `${request.artistName} confirmed your payment of ${formatCents(milestone.amountCents, { grouping: false })} for "${milestone.title}" (${request.title})`,
    link: requestLink(id, 'sender'),
  });
  return (await repo.findRequest(db, id))!;
}

/**
 * Housekeeping: cancels the requests whose proposal went unanswered past its expiry (the state
 * machine's `expire`), voids their unpaid milestones and tells both sides. One transaction per
 * request, each under its row lock; a proposal answered meanwhile is left alone.
 */
export async function expireProposals({ db: knex }: DbDeps, expiryDays: number): Promise<number> {
  const ids = await repo.expiredProposalIds(knex, new Date().toISOString());
  let expired = 0;
  for (const id of ids) {
    expired += await knex.transaction(async (trx) => {
      if (!(await repo.lockRequest(trx, id))) return 0;
      const request = (await repo.findRequest(trx, id))!;
      try {
        await applyToRequest(
          { db: trx },
          request,
          'system',
          { kind: 'expire' },
          {
            expiryDays,
            reason: 'The proposal expired unanswered',
          },
        );
      } catch (err) {
        if (err instanceof ConflictError) return 0;
        throw err;
      }
      const title = `The proposal for "${request.title}" expired unanswered`;
      await notify(trx, {
        userId: request.userId,
        kind: 'request_status',
        title,
        link: requestLink(id, 'sender'),
      });
      const artistUser = await repo.artistUserId(trx, request.artistId);
      if (artistUser !== null)
        await notify(trx, {
          userId: artistUser,
          kind: 'request_status',
          title,
          link: requestLink(id, 'artist'),
        });
      return 1;
    });
  }
  return expired;
}
