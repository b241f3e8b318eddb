import { describe, expect, it } from 'vitest';
import { artworkModerationNote, profileNotice } from './moderation-notes';

const at = '2026-11-24T03:00:00.000Z';

describe('profileNotice', () => {
  it('says nothing for an approved profile', () => {
    expect(profileNotice({ approvalStatus: 'approved', moderation: null })).toBeNull();
  });

  it('tells a revoked artist that the public sees neither the profile nor the artworks, and why', () => {
    const notice = profileNotice({
      approvalStatus: 'rejected',
      moderation: { action: 'revoked', reason: 'Broken portfolio link', at },
    })!;
    expect(notice.kind).toBe('revoked');
    expect(notice.title).toContain('revoked by an admin');
    expect(notice.reason).toBe('Broken portfolio link');
    expect(notice.body).toContain('none of your artworks appear in the galleries');
  });

  it('a rejected profile without a recorded decision still says it is not public', () => {
    const notice = profileNotice({ approvalStatus: 'rejected' })!;
    expect(notice).toMatchObject({ kind: 'rejected', reason: null });
    expect(notice.title).toContain('not public');
  });

  it('a pending profile is not shown until approved', () => {
    expect(profileNotice({ approvalStatus: 'pending' })!.body).toContain('not shown in the marketplace');
  });
});

describe('artworkModerationNote', () => {
  it('names a revoke and carries the reason', () => {
    expect(
      artworkModerationNote({
        approvalStatus: 'rejected',
        moderation: { action: 'revoked', reason: 'Blurred photo', at },
      }),
    ).toEqual({ label: 'Approval revoked by an admin: hidden from the galleries', reason: 'Blurred photo' });
  });

  it('only for rejected artworks', () => {
    expect(artworkModerationNote({ approvalStatus: 'pending' })).toBeNull();
    expect(artworkModerationNote({ approvalStatus: 'rejected' })?.label).toContain('Rejected by an admin');
  });
});
