import type { Knex } from 'knex';
import {
  quoteAllowed,
  quoteRequired,
  reasonAllowed,
  refusedTransitionCode,
  type CommissionRequest,
  type CommissionRequestInput,
  type CommissionRequestListQuery,
  type CommissionRequestUpdate,
  type RequestActor,
} from '../../../contract/commission-request';
import { toCents } from '../../../contract/common';
import type { CommissionRequestStatus } from '../../../contract/enums';
import { ErrorCodes } from '../../../contract/errors';
import {
  canSeeReceivedRequests,
  canSeeSentRequests,
  isAdmin,
  requestPartyOf,
  type Actor,
} from '../../auth/permissions';
import { ConflictError, ForbiddenError, HttpError, NotFoundError, ValidationError } from '../../errors';
import type { Page } from '../../lib/keyset';
import { assertSeenVersion } from '../../lib/seen-version';
import { notify, type NotifyInput } from '../notifications/notify';
import * as repo from './commission-requests.repo';
import * as writes from './request-writes.repo';
import { intakeFor } from './service-intake';
import { applyToRequest } from './proposals.service';
import { requestLink } from './request-link';
import { oneMilestoneDraft, type CommissionState, type Move } from '../../../contract/commission-machine';
import { DEFAULT_PROPOSAL_EXPIRY_DAYS } from '../../../contract/commission-machine';
import { isPublicArtistRow } from '../../visibility/public-visibility';
import { formatCents } from '../../../contract/money';
import type { DbDeps } from '../../deps';

/** One sender may send one artist this many requests per hour (429 beyond): no flooding an inbox. */
export const REQUESTS_PER_ARTIST_PER_HOUR = 10;
const REQUEST_WINDOW_MS = 60 * 60 * 1000;

/** Sends a request to an approved artist; never to one's own profile. Created `pending`. */
export async function createRequest(
  { db }: DbDeps,
  actor: Actor,
  input: CommissionRequestInput,
): Promise<CommissionRequest> {
  const artist = await repo.findRequestTarget(db, input.artistId);
  if (!artist) throw new NotFoundError('Artist');
  if (artist.userId === actor.id)
    throw new ForbiddenError('You cannot send a commission request to yourself');
  if (!isPublicArtistRow(artist)) throw new NotFoundError('Artist');
  const recent = await repo.countRecentRequests(db, actor.id, input.artistId, REQUEST_WINDOW_MS);
  if (recent >= REQUESTS_PER_ARTIST_PER_HOUR) {
    throw new HttpError(
      429,
      `You can send at most ${REQUESTS_PER_ARTIST_PER_HOUR} commission requests to one artist per hour. Please try again later.`,
      ErrorCodes.RATE_LIMITED,
    );
  }
  const intake = await intakeFor(db, input.artistId, input.serviceId);
  const id = await writes.insertRequest(db, actor.id, input, intake?.waitlisted ?? false);
  const request = (await repo.findRequest(db, id))!;
  const waiting = request.waitlistPlace ? ` (waitlist place ${request.waitlistPlace})` : '';
  await notify(db, {
    userId: artist.userId,
    kind: 'request_received',
    title: `New commission request from ${request.senderName}: ${request.title}${waiting}`,
    body: request.description,
    link: requestLink(request.id, 'artist'),
  });
  return request;
}

export { requestLink };

/** What a user sent (`userId`) or an artist received (`artistId`): exactly one of them. */
export async function listRequests(
  { db }: DbDeps,
  actor: Actor,
  query: CommissionRequestListQuery,
): Promise<Page<CommissionRequest>> {
  const { userId, artistId } = query;
  if ((userId === undefined) === (artistId === undefined)) {
    const message = 'Give either userId or artistId';
    throw new ValidationError({ userId: message, artistId: message }, message);
  }
  if (userId !== undefined && !canSeeSentRequests(actor, userId)) throw new ForbiddenError();
  if (artistId !== undefined && !canSeeReceivedRequests(actor, artistId)) throw new ForbiddenError();
  return repo.listRequests(db, query);
}

export async function getRequest({ db }: DbDeps, actor: Actor, id: number): Promise<CommissionRequest> {
  const request = await repo.findRequest(db, id);
  if (!request) throw new NotFoundError('Commission request');
  // Hidden means not found: a stranger must not learn that the request exists.
  if (!requestPartyOf(actor, request) && !isAdmin(actor)) throw new NotFoundError('Commission request');
  return request;
}

/**
 * The live requests among `ids` the actor sent or (as the artist) received, as GET
 * /api/commission-requests/:id answers them (delta sync: admins get only their own here too).
 */
export function requestsOfParty({ db }: DbDeps, actor: Actor, ids: number[]): Promise<CommissionRequest[]> {
  return repo.findRequestsOfParty(db, ids, actor.id, actor.artistId);
}

/**
 * Moves a request along the contract's state machine. The row is locked first, so of two
 * concurrent answers exactly one applies and the other sees the new state and gets a 409
 * carrying the request as it now is (an offline reply that arrives late becomes a conflict).
 */
export async function updateRequest(
  { db }: DbDeps,
  actor: Actor,
  id: number,
  update: CommissionRequestUpdate,
  expiryDays: number = DEFAULT_PROPOSAL_EXPIRY_DAYS,
): Promise<CommissionRequest> {
  if (!(await repo.lockRequest(db, id))) throw new NotFoundError('Commission request');
  const current = (await repo.findRequest(db, id))!;
  const party = requestPartyOf(actor, current);
  if (!party) {
    // Admins may read any request but not answer it; anyone else must not learn it exists.
    if (isAdmin(actor)) throw new ForbiddenError('Only the artist or the sender can update this request');
    throw new NotFoundError('Commission request');
  }
  checkFields(party, update);

  const code = refusedTransitionCode(party, current.status, update.status);
  if (code) throw refused(code, current, update.status);
  // A quote is accepted only as the sender saw it: an artist's revision that landed first wins.
  assertSeenVersion({
    expected: update.expectedVersion,
    current,
    staleMessage: staleRequestMessage,
    required: acceptsQuote(party, current.status, update.status)
      ? 'Send the version of the quote you are accepting (expectedVersion)'
      : undefined,
  });

  await applyToRequest(
    { db },
    current,
    party === 'sender' ? 'collector' : 'artist',
    (state) => patchMove(party, update, state),
    {
      expiryDays,
      artistNotes: update.artistNotes,
      // Every move replaces the reason of the previous one: a reason belongs to its decline.
      reason: reasonAllowed(update.status) ? (update.reason ?? null) : null,
      estimatedCompletion: update.estimatedCompletion,
    },
  );
  const updated = (await repo.findRequest(db, id))!;
  await notifyMove(db, party, current.status, updated);
  return updated;
}

/**
 * The spec's PATCH as a move of the state machine: a quoted price (Accept with a quote, or the
 * spec's Accept with a price) is a one-milestone proposal; the sender answers the current version
 * (the request's own `expectedVersion` was checked before).
 */
function patchMove(party: RequestActor, update: CommissionRequestUpdate, state: CommissionState): Move {
  const price =
    update.quotedPrice === undefined || update.quotedPrice === null ? null : toCents(update.quotedPrice);
  // A revision that sends only a new price keeps the date and the scope it had.
  const date =
    update.estimatedCompletion === undefined
      ? (state.proposal?.deliveryDate ?? null)
      : update.estimatedCompletion;
  const draft = price === null ? null : oneMilestoneDraft(price, date, state.proposal?.scope ?? '');
  const version = state.proposal?.version ?? 0;
  if (party === 'sender') {
    if (update.status === 'accepted') return { kind: 'accept_proposal', version };
    if (update.status === 'quote_declined') return { kind: 'decline_proposal', version };
    return { kind: 'cancel' };
  }
  switch (update.status) {
    case 'accepted':
      return { kind: 'accept_request', draft };
    case 'quoted':
      return { kind: 'propose', draft: draft! };
    case 'in_progress':
      return { kind: 'start' };
    case 'completed':
      return { kind: 'complete' };
    default:
      return { kind: 'decline' };
  }
}

function acceptsQuote(
  party: RequestActor,
  from: CommissionRequestStatus,
  to: CommissionRequestStatus,
): boolean {
  return party === 'sender' && from === 'quoted' && to === 'accepted';
}

/** What the request is now, in words, for a move made on an older version of it. */
function staleRequestMessage(request: CommissionRequest): string {
  const ready = request.estimatedCompletion ? `, ready by ${request.estimatedCompletion}` : '';
  if (request.status === 'quoted')
    return `The quote for "${request.title}" changed after you saw it: it is now ${quoteText(request.quotedPrice)}${ready}. Nothing was changed; look at it again before you answer.`;
  const quote = request.quotedPrice === null ? '' : `, quoted at ${quoteText(request.quotedPrice)}${ready}`;
  return `"${request.title}" changed after you saw it: it is now ${label(request.status)}${quote}. Nothing was changed; look at it again before you answer.`;
}

/** A quoted price in a message, as the api writes money in words (contract/money.ts); '' when none. */
function quoteText(amount: number | null): string {
  return amount === null ? '' : formatCents(toCents(amount), { grouping: false });
}

/** Tells the other party what the move means for them, in the same transaction. */
async function notifyMove(
  db: Knex,
  party: RequestActor,
  from: CommissionRequestStatus,
  request: CommissionRequest,
): Promise<void> {
  const title = `"${request.title}"`;
  let notice: Omit<NotifyInput, 'userId' | 'link'> | null = null;
  if (party === 'artist') {
    const who = request.artistName;
    const texts: Partial<Record<CommissionRequestStatus, string>> = {
      quoted:
        from === 'pending'
          ? `${who} sent you a quote for ${title}: ${quoteText(request.quotedPrice)}`
          : `${who} revised the quote for ${title}: ${quoteText(request.quotedPrice)}`,
      accepted: `${who} accepted ${title}`,
      rejected: `${who} declined ${title}`,
      in_progress: `${who} started work on ${title}`,
      completed: `${who} completed ${title}`,
    };
    const text = texts[request.status];
    if (text) notice = { kind: 'request_status', title: text, body: request.statusReason };
  } else {
    const who = request.senderName;
    const texts: Partial<Record<CommissionRequestStatus, string>> = {
      accepted: `${who} accepted your quote for ${title}: work may start`,
      quote_declined: `${who} declined your quote for ${title}`,
      cancelled: `${who} cancelled ${title}`,
    };
    const text = texts[request.status];
    if (text) notice = { kind: 'quote_answered', title: text, body: request.statusReason };
  }
  if (!notice) return;
  const recipient: RequestActor = party === 'artist' ? 'sender' : 'artist';
  const userId = recipient === 'sender' ? request.userId : await repo.artistUserId(db, request.artistId);
  if (userId === null) return;
  await notify(db, { ...notice, userId, link: requestLink(request.id, recipient) });
}

/** Quote fields only with the artist's acceptance or quote (a quote needs a price); notes only from the artist. */
function checkFields(party: RequestActor, update: CommissionRequestUpdate): void {
  const fields: Record<string, string> = {};
  if (!quoteAllowed(update.status, party)) {
    const message = 'A quote can only be sent when accepting a request';
    if (update.quotedPrice !== undefined && update.quotedPrice !== null) fields.quotedPrice = message;
    if (update.estimatedCompletion !== undefined && update.estimatedCompletion !== null)
      fields.estimatedCompletion = message;
  } else if (
    quoteRequired(update.status) &&
    (update.quotedPrice === undefined || update.quotedPrice === null)
  ) {
    fields.quotedPrice = 'A quote needs a price';
  }
  if (update.reason && !reasonAllowed(update.status))
    fields.reason = 'A reason can only be given with a decline or a cancellation';
  if (party === 'sender' && update.artistNotes) fields.artistNotes = 'Only the artist can add notes';
  if (Object.keys(fields).length > 0) throw new ValidationError(fields, Object.values(fields)[0]);
}

function label(status: CommissionRequestStatus): string {
  if (status === 'quote_declined') return 'quote-declined';
  return status.replace('_', ' ');
}

function refused(code: string, current: CommissionRequest, to: CommissionRequestStatus): ConflictError {
  const message =
    code === ErrorCodes.REQUEST_NOT_PENDING
      ? `This request is no longer pending: it is already ${label(current.status)}`
      : `A ${label(current.status)} request cannot be marked ${label(to)}`;
  return new ConflictError(message, code, { current });
}
