import type { ApprovalStatus } from '@contract/enums';
import type { ArtistUser } from '@contract/user';

/** An artist account's profile state on the admin screens: its approval, or no profile at all. */
export type ProfileStatus = ApprovalStatus | 'missing';

/** The status badge texts (spec section 2, admin artist management). */
export const PROFILE_STATUS_LABELS: Record<ProfileStatus, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  pending: 'Pending',
  missing: 'Missing Profile',
};

type ProfileFields = Pick<ArtistUser, 'artistId' | 'approvalStatus'>;

export function profileStatus(user: ProfileFields): ProfileStatus {
  if (user.artistId === undefined) return 'missing';
  return user.approvalStatus ?? 'pending';
}

export function profileStatusLabel(user: ProfileFields): string {
  return PROFILE_STATUS_LABELS[profileStatus(user)];
}

/**
 * The one approval action offered for an account (spec section 4): Approve when the profile is not
 * approved (pending or rejected), Revoke when it is, nothing but 'Profile Needed' without a profile.
 */
export function artistAction(user: ProfileFields): 'approve' | 'revoke' | 'profile-needed' {
  const status = profileStatus(user);
  if (status === 'missing') return 'profile-needed';
  return status === 'approved' ? 'revoke' : 'approve';
}

/** Accounts whose profile waits for a decision (the dashboard's pending approvals). */
export function pendingArtistUsers<T extends ProfileFields>(users: readonly T[]): T[] {
  return users.filter((user) => profileStatus(user) === 'pending');
}

/** `Maya Okafor`, or the username when both names are blank. */
export function fullName(user: Pick<ArtistUser, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
