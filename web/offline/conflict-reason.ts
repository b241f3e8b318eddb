import type { CommissionRequestStatus } from '@contract/enums';
import { ErrorCodes } from '@contract/error-codes';
import type { ApiError } from '@/lib/api-client';
import type { WriteCommand } from '@/lib/write';

const REQUEST_FATE: Record<CommissionRequestStatus, string> = {
  pending: 'was still pending',
  accepted: 'was accepted',
  rejected: 'was declined',
  in_progress: 'was started',
  completed: 'was completed',
  cancelled: 'was cancelled',
  quoted: 'was quoted',
  quote_declined: 'had its quote declined',
};

function currentStatus(error: ApiError): CommissionRequestStatus | null {
  try {
    const body = JSON.parse(error.bodyText) as { current?: { status?: unknown } };
    const status = body.current?.status;
    return typeof status === 'string' && status in REQUEST_FATE ? (status as CommissionRequestStatus) : null;
  } catch {
    return null;
  }
}

/**
 * Why the server refused a queued write for good, in words for the sync panel. A reply to a
 * commission request that moved on meanwhile says what happened to it; otherwise the server's own
 * message (every 4xx message is written for users).
 */
export function conflictReason(command: WriteCommand, error: ApiError): string {
  if (error.code === ErrorCodes.IDEMPOTENCY_MISMATCH) {
    return 'This change was already sent with different content, so it was not applied again.';
  }
  if (
    command.endpoint === 'updateCommissionRequest' &&
    (error.code === ErrorCodes.REQUEST_NOT_PENDING || error.code === ErrorCodes.INVALID_TRANSITION)
  ) {
    const status = currentStatus(error);
    if (status && status !== 'pending')
      return `This request ${REQUEST_FATE[status]} before your reply arrived.`;
  }
  return error.userMessage;
}
