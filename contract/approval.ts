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

/** What an admin's last decision on an artist or artwork was, as the artist is told it (issue 13). */
export const MODERATION_ACTIONS = ['approved', 'rejected', 'revoked'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The longest reason an admin may give. */
export const MODERATION_REASON_MAX = 1000;

/** Rejecting something approved is a revoke; rejecting anything else a reject. */
export function moderationActionOf(from: ApprovalStatus, to: ApprovalStatus): ModerationAction {
  if (to === 'approved') return 'approved';
  return from === 'approved' ? 'revoked' : 'rejected';
}
