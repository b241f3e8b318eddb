import { describe, expect, it } from 'vitest';
import {
  artistAction,
  fullName,
  pendingArtistUsers,
  profileStatus,
  profileStatusLabel,
} from './artist-status';
import { artistUser } from './test-fixtures';

const noProfile = () => artistUser({ artistId: undefined, approvalStatus: undefined });

describe('profile status badge', () => {
  it('reads Approved, Rejected, Pending, or Missing Profile without an artist profile', () => {
    expect(profileStatusLabel(artistUser({ approvalStatus: 'approved' }))).toBe('Approved');
    expect(profileStatusLabel(artistUser({ approvalStatus: 'rejected' }))).toBe('Rejected');
    expect(profileStatusLabel(artistUser({ approvalStatus: 'pending' }))).toBe('Pending');
    expect(profileStatusLabel(noProfile())).toBe('Missing Profile');
  });

  it('treats a profile without a status as pending', () => {
    expect(profileStatus(artistUser({ approvalStatus: undefined }))).toBe('pending');
  });
});

describe('artistAction', () => {
  it('offers Approve unless approved, Revoke when approved, Profile Needed without a profile', () => {
    expect(artistAction(artistUser({ approvalStatus: 'pending' }))).toBe('approve');
    expect(artistAction(artistUser({ approvalStatus: 'rejected' }))).toBe('approve');
    expect(artistAction(artistUser({ approvalStatus: 'approved' }))).toBe('revoke');
    expect(artistAction(noProfile())).toBe('profile-needed');
  });
});

describe('pending artists', () => {
  it('lists only the profiles waiting for a decision as pending', () => {
    const pending = artistUser({ userId: 9, approvalStatus: 'pending' });
    const list = [artistUser({ approvalStatus: 'approved' }), pending, noProfile()];
    expect(pendingArtistUsers(list)).toEqual([pending]);
  });
});

describe('fullName', () => {
  it('joins first and last name, else uses the username', () => {
    expect(fullName(artistUser())).toBe('Theo Lindqvist');
    expect(fullName(artistUser({ firstName: ' ', lastName: '' }))).toBe('theolindqvist');
  });
});
