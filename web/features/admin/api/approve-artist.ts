import { useWrite } from '@/lib/write';

export interface ApproveArtistVariables {
  artistId: number;
  /** true approves, false rejects or revokes (spec section 4). */
  approved: boolean;
  /** Why it was rejected or revoked, shown to the artist (issue 13). */
  reason?: string | null;
}

/**
 * `PATCH /api/artists/{id}/approve` with `{approved}`; repeating a decision changes nothing. Then
 * (also after a failure: a 409 means another admin decided first) the admin lists, the stats and
 * every artist and artwork list are refreshed (web/api/invalidation.ts); the write stays pending
 * until they are in, so no button acts on a stale row.
 */
export function useApproveArtist() {
  return useWrite('approveArtist', {
    input: ({ artistId, approved, reason }: ApproveArtistVariables) => ({
      params: { id: artistId },
      body: reason ? { approved, reason } : { approved },
    }),
  });
}
