import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artist, ArtistListQuery } from '@contract/artist';
import { Endpoints } from '@contract/endpoints';
import { isApiError } from '@/lib/api-client';
import { read } from '@/lib/call';
import { OFFLINE_FIRST, orLocal } from './local-fallback';
import { pagedQueryOptions } from '@/lib/paged';

/**
 * Artist profiles. `artistKeys.all` covers every list, every profile (public and the admin's view
 * share one entry per id) and the signed-in artist's own profile (`me`).
 */
export const artistKeys = {
  all: ['artists'] as const,
  lists: () => [...artistKeys.all, 'list'] as const,
  list: (params: ArtistListQuery = {}) => [...artistKeys.lists(), params] as const,
  /** The pages loaded so far of one list (an infinite query). */
  paged: (params: ArtistListQuery = {}) => [...artistKeys.lists(), 'paged', params] as const,
  details: () => [...artistKeys.all, 'detail'] as const,
  detail: (id: number) => [...artistKeys.details(), id] as const,
  me: () => [...artistKeys.all, 'me'] as const,
};

/** `GET /api/artists?…` (approved, userId, search, specialty, sort, limit, offset). */
export function fetchArtists(params: ArtistListQuery = {}, signal?: AbortSignal) {
  return read(Endpoints.listArtists, { query: params }, { signal });
}

/** `data`: `{ items: Artist[], total }`. */
export function artistsQueryOptions(params: ArtistListQuery = {}) {
  return queryOptions({
    queryKey: artistKeys.list(params),
    queryFn: ({ signal }) => fetchArtists(params, signal),
  });
}

/** One list, a keyset page at a time ('Load more'). */
export function pagedArtistsQueryOptions(params: ArtistListQuery = {}) {
  return pagedQueryOptions(artistKeys.paged(params), (cursor, signal) =>
    fetchArtists({ ...params, cursor }, signal),
  );
}

export function useArtists(params: ArtistListQuery = {}) {
  return useQuery(artistsQueryOptions(params));
}

/** `GET /api/artists/{id}`: 404 for a missing (or, to others than its owner and admins, unapproved) artist. */
export function fetchArtist(id: number, signal?: AbortSignal) {
  return read(Endpoints.getArtist, { params: { id } }, { signal });
}

/** For an admin, any profile in any approval state, with the email: the same entry as the public profile. */
export function artistQueryOptions(id: number) {
  return queryOptions({
    queryKey: artistKeys.detail(id),
    // Offline, a profile saved for offline (or synced) opens from this device.
    queryFn: ({ signal }) =>
      orLocal(
        () => fetchArtist(id, signal),
        async () => (await import('@/offline/pins')).readLocalArtist(id),
      ),
    ...OFFLINE_FIRST,
  });
}

export function useArtist(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...artistQueryOptions(id), enabled: options.enabled ?? true });
}

/** `GET /api/artists/me`: the signed-in user's own profile in any approval state; null when there is none (404). */
export async function fetchMyArtist(signal?: AbortSignal): Promise<Artist | null> {
  try {
    return await read(Endpoints.getMyArtist, {}, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function myArtistQueryOptions() {
  return queryOptions({
    queryKey: artistKeys.me(),
    queryFn: ({ signal }) => fetchMyArtist(signal),
  });
}

/** `data`: the own Artist, or null without a profile. Pass `enabled: false` for signed-out viewers. */
export function useMyArtist(enabled = true) {
  return useQuery({ ...myArtistQueryOptions(), enabled });
}

/** The own artist id for lists: a number, null without a profile, undefined while unknown (loading or failed). */
export function myArtistIdOf(query: { data: Artist | null | undefined }): number | null | undefined {
  return query.data === undefined ? undefined : (query.data?.id ?? null);
}
