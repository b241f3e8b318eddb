import { z } from 'zod';
import './zod-config';
import { CursorSchema, DeprecatedOffsetSchema, PageLimitSchema } from './paging';
import {
  DateSchema,
  HttpUrlSchema,
  IdSchema,
  idField,
  IsoDateTimeSchema,
  OptionalPriceSchema,
  SyncFieldsSchema,
} from './common';
import { CommissionRequestStatusSchema, type CommissionRequestStatus } from './enums';
import { ErrorCodes } from './errors';
import { ExpectedVersionField } from './seen-version';
import { TRANSITIONS as MACHINE, WORK_MOVES } from './commission-machine';
import { ProposalSchema } from './commission-proposal';

export const CommissionRequestSchema = SyncFieldsSchema.extend({
  id: z.number().int(),
  userId: z.number().int(),
  artistId: z.number().int(),
  /** The sender's display name and the artist's, so lists need no extra calls. */
  senderName: z.string(),
  artistName: z.string(),
  title: z.string(),
  description: z.string(),
  budget: z.number().nullable(),
  preferredMedium: z.string().nullable(),
  dimensions: z.string().nullable(),
  deadline: z.string().nullable(),
  referenceImages: z.array(z.string()),
  status: CommissionRequestStatusSchema,
  artistNotes: z.string().nullable(),
  quotedPrice: z.number().nullable(),
  estimatedCompletion: z.string().nullable(),
  /** Beyond the spec: the reason given with the last decline (artist or sender), shown to the other party. */
  statusReason: z.string().nullable(),
  /** The request's conversation (messages between sender and artist). */
  conversationId: z.number().int().nullable(),
  /** The commission service the request started from (issue 26); null for a free-form request. */
  serviceId: z.number().int().nullable().optional(),
  serviceTitle: z.string().nullable().optional(),
  /** The sender's place on the service's waitlist (1 = next); null when not waiting. */
  waitlistPlace: z.number().int().nullable().optional(),
  /** The artist's proposal with its milestones (issue 26); null until one is sent. */
  proposal: ProposalSchema.nullable().optional(),
  createdAt: IsoDateTimeSchema,
});
export type CommissionRequest = z.infer<typeof CommissionRequestSchema>;

/**
 * The earliest date that is still "today" somewhere (UTC-12). A plain UTC date would refuse
 * "today" from a user in the Americas in their evening; server and browser share this rule.
 */
function todayIso(): string {
  return new Date(Date.now() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD that names a real day (no 2031-02-30). */
const CalendarDateSchema = DateSchema.refine((d) => {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
}, 'Please enter a valid date');

/** Spec section 5: the commission request form and `POST /api/commission-requests`. */
export const CommissionRequestInputSchema = z.object({
  artistId: idField('Artist is required'),
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .min(10, 'Description must be at least 10 characters')
    .max(5000, 'Description must be at most 5000 characters'),
  budget: OptionalPriceSchema.optional(),
  preferredMedium: z.string().trim().max(80).optional().nullable(),
  dimensions: z.string().trim().max(120).optional().nullable(),
  deadline: CalendarDateSchema.refine((d) => d >= todayIso(), 'Deadline cannot be in the past')
    .optional()
    .nullable(),
  referenceImages: z.array(HttpUrlSchema).max(10, 'At most 10 reference images').optional(),
  /** Start from one of the artist's commission services (issue 26); absent for a free-form request. */
  serviceId: IdSchema.optional().nullable(),
});
export type CommissionRequestInput = z.infer<typeof CommissionRequestInputSchema>;

/** Reference images are entered one URL per line; blank lines are dropped. */
export function parseReferenceImages(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export const CommissionRequestUpdateSchema = z.object({
  status: CommissionRequestStatusSchema,
  artistNotes: z.string().trim().max(5000, 'Notes must be at most 5000 characters').optional().nullable(),
  quotedPrice: OptionalPriceSchema.optional(),
  estimatedCompletion: CalendarDateSchema.optional().nullable(),
  /** Optional reason with a decline (rejected, quote_declined) or a cancellation; the other party sees it. */
  reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').optional().nullable(),
  /**
   * The request's `version` as the user saw it (contract/seen-version.ts): required to accept a
   * quote, checked for any move that sends it.
   */
  ...ExpectedVersionField,
});
export type CommissionRequestUpdate = z.infer<typeof CommissionRequestUpdateSchema>;

/** `GET /api/commission-requests`: exactly one of userId (sent) or artistId (received). */
export const CommissionRequestListQuerySchema = z.object({
  userId: IdSchema.optional(),
  artistId: IdSchema.optional(),
  status: CommissionRequestStatusSchema.optional(),
  limit: PageLimitSchema,
  cursor: CursorSchema.optional(),
  /** Deprecated: use `cursor`. */
  offset: DeprecatedOffsetSchema,
});
export type CommissionRequestListQuery = z.infer<typeof CommissionRequestListQuerySchema>;

export type RequestActor = 'artist' | 'sender';

/**
 * The status moves of contract/commission-machine.ts (the one state machine) as the spec's PATCH
 * sees them: the artist answers a pending request (Decline, Accept, or Accept with a quote = a
 * one-milestone proposal), the sender accepts or declines a proposal or cancels before work starts.
 */
function statusMoves(actor: RequestActor, from: CommissionRequestStatus): CommissionRequestStatus[] {
  const side = actor === 'sender' ? 'collector' : 'artist';
  // The spec's status moves (PATCH); the work moves have their own route.
  return MACHINE.filter(
    (t) => t.side === side && t.from.includes(from) && t.to !== null && !WORK_MOVES.includes(t.move),
  ).map((t) => t.to!);
}

export function allowedRequestTransitions(
  actor: RequestActor,
  from: CommissionRequestStatus,
): CommissionRequestStatus[] {
  return statusMoves(actor, from);
}

export function canTransitionRequest(
  actor: RequestActor,
  from: CommissionRequestStatus,
  to: CommissionRequestStatus,
): boolean {
  return allowedRequestTransitions(actor, from).includes(to);
}

/**
 * Why a move is refused (409): REQUEST_NOT_PENDING when the actor answers a request that has
 * meanwhile left `pending` (a late or repeated reply, e.g. from the offline outbox), otherwise
 * INVALID_TRANSITION. Null when the move is allowed.
 */
export function refusedTransitionCode(
  actor: RequestActor,
  from: CommissionRequestStatus,
  to: CommissionRequestStatus,
): typeof ErrorCodes.REQUEST_NOT_PENDING | typeof ErrorCodes.INVALID_TRANSITION | null {
  if (canTransitionRequest(actor, from, to)) return null;
  if (from !== 'pending' && canTransitionRequest(actor, 'pending', to)) return ErrorCodes.REQUEST_NOT_PENDING;
  return ErrorCodes.INVALID_TRANSITION;
}

/**
 * Quote fields (quotedPrice, estimatedCompletion) may accompany the artist's acceptance (the spec)
 * or a quote; a quote needs a price.
 */
export function quoteAllowed(to: CommissionRequestStatus, actor: RequestActor = 'artist'): boolean {
  return actor === 'artist' && (to === 'accepted' || to === 'quoted');
}
export function quoteRequired(to: CommissionRequestStatus): boolean {
  return to === 'quoted';
}

/** A reason may accompany a decline, a declined quote or a cancellation. */
export function reasonAllowed(to: CommissionRequestStatus): boolean {
  return to === 'rejected' || to === 'quote_declined' || to === 'cancelled';
}
