import type { QueryClient } from '@tanstack/react-query';
import type { FollowState, SavedIds } from '@contract/follow';
import { Endpoints } from '@contract/endpoints';
import { call } from '@/lib/call';
import { followKeys } from './follows';

// Following and favouriting (web/api/follows.ts has the reads): loaded with the first tap on a heart
// or a Follow button, not with every public page.

/** `ids` with `id` added (first: newest) or removed. */
export function toggledIds(ids: readonly number[], id: number, on: boolean): number[] {
  const rest = ids.filter((other) => other !== id);
  return on ? [id, ...rest] : rest;
}

/** Shows the change at once in every heart or button; `undo` puts the previous ids back. */
function optimistic(queryClient: QueryClient, field: keyof SavedIds, id: number, on: boolean) {
  const key = followKeys.savedIds();
  const before = queryClient.getQueryData<SavedIds>(key);
  if (before)
    queryClient.setQueryData<SavedIds>(key, { ...before, [field]: toggledIds(before[field], id, on) });
  return () => queryClient.setQueryData(key, before);
}

async function refresh(queryClient: QueryClient, list: readonly unknown[]) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: followKeys.savedIds() }),
    queryClient.invalidateQueries({ queryKey: list }),
  ]);
}

/** Follows or stops following; the answer (the new follower count) is cached for the profile. */
export async function setFollowing(
  queryClient: QueryClient,
  artistId: number,
  on: boolean,
): Promise<FollowState> {
  const undo = optimistic(queryClient, 'artistIds', artistId, on);
  try {
    const endpoint = on ? Endpoints.followArtist : Endpoints.unfollowArtist;
    const state = await call(endpoint, { params: { id: artistId } });
    queryClient.setQueryData(followKeys.state(artistId), state);
    await refresh(queryClient, followKeys.following());
    return state;
  } catch (error) {
    undo();
    throw error;
  }
}

export async function setFavourite(queryClient: QueryClient, artworkId: number, on: boolean): Promise<void> {
  const undo = optimistic(queryClient, 'artworkIds', artworkId, on);
  try {
    const endpoint = on ? Endpoints.favouriteArtwork : Endpoints.unfavouriteArtwork;
    await call(endpoint, { params: { id: artworkId } });
    await refresh(queryClient, followKeys.favourites());
  } catch (error) {
    undo();
    throw error;
  }
}
