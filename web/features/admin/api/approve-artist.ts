import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveInput, Artist } from '../../../../contract/artist';
import { apiJson } from '../../../lib/api-client';
import { artistUsersQueryKey } from './get-artist-users';
import { statsQueryKey } from './get-stats';

export interface ApproveArtistVariables {
  artistId: number;
  /** true approves, false rejects or revokes (spec section 4). */
  approved: boolean;
}

/** `PATCH /api/artists/{id}/approve` with `{approved}`; repeating a decision changes nothing. */
export function approveArtist({ artistId, approved }: ApproveArtistVariables) {
  const body: ApproveInput = { approved };
  return apiJson<Artist>('PATCH', `/api/artists/${artistId}/approve`, body);
}

/**
 * Sends the decision, then (also after a failure) refreshes the admin lists, the stats and every artist and artwork list
 * (an artist's approval decides whether their profile and artworks are public). The mutation stays
 * pending until the refreshed lists are in, so no button acts on a stale row.
 */
export function useApproveArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveArtist,
    // Also after a failure: a 409 means another admin decided first, so show the current state.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: artistUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: statsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/artists'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/artworks'] }),
      ]),
  });
}
