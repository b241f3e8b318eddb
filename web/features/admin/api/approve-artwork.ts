import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveInput } from '../../../../contract/artist';
import type { Artwork } from '../../../../contract/artwork';
import { apiJson } from '../../../lib/api-client';
import { statsQueryKey } from './get-stats';

export interface ApproveArtworkVariables {
  artworkId: number;
  /** true approves or re-approves, false rejects or revokes (spec section 4). */
  approved: boolean;
}

/** `PATCH /api/artworks/{id}/approve` with `{approved}`; a move the rules forbid answers 409. */
export function approveArtwork({ artworkId, approved }: ApproveArtworkVariables) {
  const body: ApproveInput = { approved };
  return apiJson<Artwork>('PATCH', `/api/artworks/${artworkId}/approve`, body);
}

/**
 * Sends the decision, then (also after a failure) refreshes every artwork list (the admin's and the public ones), the
 * artist cards' artwork counts and the stats; pending until they are in (spec section 7).
 */
export function useApproveArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveArtwork,
    // Also after a failure: a 409 means another admin decided first, so show the current state.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/artworks'] }),
        queryClient.invalidateQueries({ queryKey: statsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/artists'] }),
      ]),
  });
}
