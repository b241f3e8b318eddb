import type { QueryClient } from '@tanstack/react-query';
import type { FollowState, SavedIds } from '@contract/follow';
import { writeOrQueue } from '@/lib/offline-write';
import { isQueued } from '@/lib/write';
import { followKeys } from './follows';

// Following and favouriting (web/api/follows.ts has the reads): loaded with the first tap on a heart
// or a Follow button, not with every public page. Through the write path like every write: sent at
// once online, kept in the outbox offline (or with no answer) and sent later, the change shown meanwhile.

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

/** The follower count as a queued follow will leave it (the server's answer replaces it once sent). */
function expectedState(queryClient: QueryClient, artistId: number, on: boolean): FollowState {
  const before = queryClient.getQueryData<FollowState>(followKeys.state(artistId));
  const followers = before?.followers ?? 0;
  if (before?.following === on) return before;
  return { following: on, followers: Math.max(0, followers + (on ? 1 : -1)) };
}

/**
 * Follows or stops following; the answer (the new follower count) is cached for the profile.
 * Queued (offline), the change stays shown and the count is what it will be.
 */
export async function setFollowing(
  queryClient: QueryClient,
  artistId: number,
  on: boolean,
  artistName = 'an artist',
): Promise<FollowState> {
  const undo = optimistic(queryClient, 'artistIds', artistId, on);
  try {
    const input = { params: { id: artistId } };
    const label = on ? `Follow ${artistName}` : `Stop following ${artistName}`;
    const answer = on
      ? await writeOrQueue('followArtist', input, { queryClient, label })
      : await writeOrQueue('unfollowArtist', input, { queryClient, label });
    const state = isQueued(answer) ? expectedState(queryClient, artistId, on) : answer;
    // Sent, the write path has refreshed the ids, counts and lists (web/api/invalidation.ts).
    if (isQueued(answer)) queryClient.setQueryData(followKeys.state(artistId), state);
    return state;
  } catch (error) {
    undo();
    throw error;
  }
}

/** Adds an artwork to the favourites or takes it out; queued (offline), the heart stays as set. */
export async function setFavourite(
  queryClient: QueryClient,
  artworkId: number,
  on: boolean,
  title = 'an artwork',
): Promise<void> {
  const undo = optimistic(queryClient, 'artworkIds', artworkId, on);
  try {
    const input = { params: { id: artworkId } };
    const label = on ? `Favourite "${title}"` : `Remove "${title}" from favourites`;
    // Sent, the write path has refreshed the ids and the favourites (web/api/invalidation.ts).
    if (on) await writeOrQueue('favouriteArtwork', input, { queryClient, label });
    else await writeOrQueue('unfavouriteArtwork', input, { queryClient, label });
  } catch (error) {
    undo();
    throw error;
  }
}
