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
  /** Accept opens the quote form; Cancel asks first. */
  kind: 'accept-form' | 'confirm' | 'direct';
}

function actionFor(to: CommissionRequestStatus): RequestAction | null {
  switch (to) {
    case 'accepted':
      return { to, label: 'Accept', variant: 'primary', kind: 'accept-form' };
    case 'rejected':
      return { to, label: 'Decline', variant: 'secondary', kind: 'direct' };
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
export function requestActions(role: RequestActor, status: CommissionRequestStatus): RequestAction[] {
  return allowedRequestTransitions(role, status)
    .map(actionFor)
    .filter((action): action is RequestAction => action !== null)
    .sort((a, b) => Number(a.variant === 'primary') - Number(b.variant === 'primary'));
}

export const REQUEST_STATUS: Record<CommissionRequestStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
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

/** The PATCH body for a move; only an acceptance carries notes and a quote, and only those filled in. */
export function buildRequestUpdate(
  to: CommissionRequestStatus,
  draft?: AcceptDraft,
): CommissionRequestUpdate {
  if (to !== 'accepted' || !draft) return { status: to };
  const update: CommissionRequestUpdate = { status: to };
  const notes = draft.artistNotes.trim();
  if (notes) update.artistNotes = notes;
  if (draft.quotedPrice !== null) update.quotedPrice = draft.quotedPrice;
  if (draft.estimatedCompletion) update.estimatedCompletion = draft.estimatedCompletion;
  return update;
}

/**
 * The request as it now is, when the server refused a move because someone changed it meanwhile
 * (409 REQUEST_NOT_PENDING or INVALID_TRANSITION, with `current` in the body); otherwise null.
 */
export function conflictedRequest(error: unknown): CommissionRequest | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (error.code !== ErrorCodes.REQUEST_NOT_PENDING && error.code !== ErrorCodes.INVALID_TRANSITION)
    return null;
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
