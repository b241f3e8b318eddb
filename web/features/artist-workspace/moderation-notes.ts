import type { Artist, Moderation } from '@contract/artist';
import type { Artwork } from '@contract/artwork';

/** What the artist's dashboard says about a profile that is not public, in words (issue 13). */
export interface ProfileNotice {
  kind: 'pending' | 'rejected' | 'revoked';
  title: string;
  /** The admin's reason, when one was given. */
  reason: string | null;
  body: string;
}

const HIDDEN =
  'Collectors cannot find your profile, and none of your artworks appear in the galleries, even approved ones.';

/** Nothing for an approved profile; otherwise what the public sees and why. */
export function profileNotice(artist: Pick<Artist, 'approvalStatus' | 'moderation'>): ProfileNotice | null {
  if (artist.approvalStatus === 'approved') return null;
  if (artist.approvalStatus === 'pending') {
    return {
      kind: 'pending',
      title: 'Your artist profile is pending approval',
      reason: null,
      body:
        'Our team reviews every new artist profile. Until an admin approves it, your profile and your artworks ' +
        'are not shown in the marketplace. You can add artworks and polish your profile in the meantime.',
    };
  }
  const moderation = artist.moderation ?? null;
  const revoked = moderation?.action === 'revoked';
  return {
    kind: revoked ? 'revoked' : 'rejected',
    title: revoked
      ? 'Your profile is not public: its approval was revoked by an admin'
      : 'Your profile is not public: it was not approved by an admin',
    reason: moderation?.reason ?? null,
    body: `${HIDDEN} An admin can approve it again; if the reason asks for a change, update your profile first.`,
  };
}

/** The line under a rejected or revoked artwork on the dashboard, with the admin's reason. */
export function artworkModerationNote(
  artwork: Pick<Artwork, 'approvalStatus' | 'moderation'>,
): { label: string; reason: string | null } | null {
  if (artwork.approvalStatus !== 'rejected') return null;
  const moderation: Moderation | null = artwork.moderation ?? null;
  return {
    label:
      moderation?.action === 'revoked'
        ? 'Approval revoked by an admin: hidden from the galleries'
        : 'Rejected by an admin: not shown in the galleries',
    reason: moderation?.reason ?? null,
  };
}
