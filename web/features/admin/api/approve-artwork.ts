import { useWrite } from '@/lib/write';

export interface ApproveArtworkVariables {
  artworkId: number;
  /** true approves or re-approves, false rejects or revokes (spec section 4). */
  approved: boolean;
  /** Why it was rejected or revoked, shown to the artist (issue 13). */
  reason?: string | null;
}

/**
 * `PATCH /api/artworks/{id}/approve` with `{approved}`; a move the rules forbid answers 409. Then
 * (also after a failure) every artwork list, the artist cards' counts and the stats are refreshed;
 * pending until they are in (spec section 7).
 */
export function useApproveArtwork() {
  return useWrite('approveArtwork', {
    input: ({ artworkId, approved, reason }: ApproveArtworkVariables) => ({
      params: { id: artworkId },
      body: reason ? { approved, reason } : { approved },
    }),
  });
}
