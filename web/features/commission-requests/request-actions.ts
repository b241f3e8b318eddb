import {
  allowedRequestTransitions,
  CommissionRequestSchema,
  type CommissionRequest,
  type CommissionRequestUpdate,
  type RequestActor,
} from '@contract/commission-request';
import { exhaustiveSwitchError, type CommissionRequestStatus } from '@contract/enum-values';
import { ErrorCodes } from '@contract/errors';
import { isApiError } from '@/lib/api-client';
import type { BadgeTone } from '@/components/ui/badge';
import type { ButtonVariant } from '@/components/ui/button';

/** One button on a request card: the status it moves the request to. */
export interface RequestAction {
  to: CommissionRequestStatus;
  label: string;
  variant: ButtonVariant;
  /**
   * accept-form: the Accept form (a price makes it a quote); quote-form: the same form to revise a
   * quote; confirm: Cancel asks first; reason: a decline asks first, with an optional reason.
   */
  kind: 'accept-form' | 'quote-form' | 'confirm' | 'reason' | 'direct';
}

function actionFor(
  role: RequestActor,
  from: CommissionRequestStatus,
  to: CommissionRequestStatus,
): RequestAction | null {
  switch (to) {
    case 'accepted':
      return role === 'sender'
        ? { to, label: 'Accept quote', variant: 'primary', kind: 'direct' }
        : { to, label: 'Accept', variant: 'primary', kind: 'accept-form' };
    case 'quoted':
      // From pending, the Accept form sends a quote when a price is given: one button, not two.
      return from === 'pending'
        ? null
        : { to, label: 'Revise quote', variant: 'primary', kind: 'quote-form' };
    case 'quote_declined':
      return { to, label: 'Decline quote', variant: 'secondary', kind: 'reason' };
    case 'rejected':
      return { to, label: 'Decline', variant: 'secondary', kind: 'reason' };
    case 'in_progress':
      return { to, label: 'Start work', variant: 'primary', kind: 'direct' };
    case 'completed':
      return { to, label: 'Mark completed', variant: 'primary', kind: 'direct' };
    case 'cancelled':
      return { to, label: 'Cancel request', variant: 'secondary', kind: 'confirm' };
    case 'pending':
      return null; // nothing moves a request back to pending
    default:
      return exhaustiveSwitchError(to);
  }
}

/**
 * What the viewer may do with a request, straight from the contract's state machine: the artist on
 * Received requests, the sender on Sent ones. Secondary actions come first (primary on the right).
 */
export function requestActions(
  role: RequestActor,
  status: CommissionRequestStatus,
  proposal: CommissionRequest['proposal'] = null,
): RequestAction[] {
  return (
    allowedRequestTransitions(role, status)
      // With milestones, the collector's approval of the last delivery completes the commission: the
      // artist's Complete is refused while one is not approved (contract/commission-machine.ts).
      .filter((to) => to !== 'completed' || !unapprovedMilestone(proposal))
      .map((to) => actionFor(role, status, to))
      .filter((action): action is RequestAction => action !== null)
      .sort((a, b) => Number(a.variant === 'primary') - Number(b.variant === 'primary'))
  );
}

/** A milestone of the proposal that is neither void nor approved yet. */
export function unapprovedMilestone(proposal: CommissionRequest['proposal']): boolean {
  return !!proposal?.milestones.some((m) => m.state !== 'void' && m.work !== 'approved');
}

export const REQUEST_STATUS: Record<CommissionRequestStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  quoted: { label: 'Quote sent', tone: 'warning' },
  quote_declined: { label: 'Quote declined', tone: 'danger' },
  accepted: { label: 'Accepted', tone: 'accent' },
  rejected: { label: 'Declined', tone: 'danger' },
  in_progress: { label: 'In progress', tone: 'accent' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** What the artist typed when accepting: kept as text so a refused answer can give it back. */
export interface AcceptDraft {
  artistNotes: string;
  quotedPrice: number | null;
  estimatedCompletion: string;
}

/**
 * The PATCH body for a move. The artist's acceptance (or revised quote) carries notes and a quote,
 * only those filled in: with a price it is a quote (`quoted`, beyond the spec: the sender answers
 * it), without one the spec's plain acceptance. A decline or cancellation may carry a reason.
 */
export function buildRequestUpdate(
  to: CommissionRequestStatus,
  draft?: AcceptDraft,
  reason?: string,
): CommissionRequestUpdate {
  if ((to === 'rejected' || to === 'quote_declined' || to === 'cancelled') && reason?.trim())
    return { status: to, reason: reason.trim() };
  if ((to !== 'accepted' && to !== 'quoted') || !draft) return { status: to };
  const update: CommissionRequestUpdate = {
    status: to === 'quoted' || draft.quotedPrice !== null ? 'quoted' : 'accepted',
  };
  const notes = draft.artistNotes.trim();
  if (notes) update.artistNotes = notes;
  if (draft.quotedPrice !== null) update.quotedPrice = draft.quotedPrice;
  if (draft.estimatedCompletion) update.estimatedCompletion = draft.estimatedCompletion;
  return update;
}

const CONFLICT_CODES: readonly string[] = [
  ErrorCodes.REQUEST_NOT_PENDING,
  ErrorCodes.INVALID_TRANSITION,
  ErrorCodes.STALE_VERSION,
  ErrorCodes.PROPOSAL_REVISED,
  ErrorCodes.PROPOSAL_EXPIRED,
  ErrorCodes.SERVICE_FULL,
  ErrorCodes.MILESTONE_PAID,
];

/**
 * The request as it now is, when the server refused a move because someone changed it meanwhile
 * (409 REQUEST_NOT_PENDING or INVALID_TRANSITION, or STALE_VERSION when it changed since the
 * version the move was made on, with `current` in the body); otherwise null.
 */
export function conflictedRequest(error: unknown): CommissionRequest | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (!CONFLICT_CODES.includes(error.code ?? '')) return null;
  let body: unknown;
  try {
    body = JSON.parse(error.bodyText);
  } catch {
    return null;
  }
  const current = body && typeof body === 'object' ? (body as { current?: unknown }).current : undefined;
  const parsed = CommissionRequestSchema.safeParse(current);
  return parsed.success ? parsed.data : null;
}
