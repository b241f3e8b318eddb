import type { ApprovalStatus } from './enums';

/**
 * Artwork and artist approval (spec section 4): pending -> approved | rejected,
 * approved -> rejected (revoke), rejected -> approved (re-approve). Sent as `{approved}`.
 */
export function approvalTarget(approved: boolean): ApprovalStatus {
  return approved ? 'approved' : 'rejected';
}

export function canMoveApproval(from: ApprovalStatus, to: ApprovalStatus): boolean {
  if (from === to) return false;
  if (from === 'pending') return to === 'approved' || to === 'rejected';
  if (from === 'approved') return to === 'rejected';
  return to === 'approved';
}

/** Admin screen actions offered for a status. */
export function approvalActions(status: ApprovalStatus): Array<'approve' | 'reject' | 'revoke'> {
  if (status === 'pending') return ['approve', 'reject'];
  if (status === 'approved') return ['revoke'];
  return ['approve'];
}
