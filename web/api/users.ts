import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { PAGE_SIZE } from '@contract/page-size';
import type { ArtistProfileState } from '@contract/user';
import { read } from '@/lib/call';
import { pagedQueryOptions, usePagedList } from '@/lib/paged';

/** Admin views of user accounts. */
export const userKeys = {
  all: ['users'] as const,
  artistUsers: () => [...userKeys.all, 'artist-users'] as const,
  pagedArtistUsers: () => [...userKeys.artistUsers(), 'paged'] as const,
  artistUserCounts: () => [...userKeys.artistUsers(), 'counts'] as const,
  pendingArtistUsers: () => [...userKeys.artistUsers(), 'pending'] as const,
};

/** `GET /api/admin/artist-users` (admins only): artist accounts with their profile state. */
export function fetchArtistUsers(
  signal?: AbortSignal,
  query: { cursor?: string; limit?: number; status?: ArtistProfileState } = {},
) {
  return read(Endpoints.listArtistUsers, { query }, { signal });
}

/** The accounts whose profile waits for a decision (the dashboard's queue); `data`: `{ items, total }`. */
export function pendingArtistUsersQueryOptions() {
  return queryOptions({
    queryKey: userKeys.pendingArtistUsers(),
    queryFn: ({ signal }) => fetchArtistUsers(signal, { status: 'pending', limit: PAGE_SIZE.max }),
  });
}

export function usePendingArtistUsers() {
  return useQuery(pendingArtistUsersQueryOptions());
}

/** Every artist account, a page at a time ('Load more'). */
export function pagedArtistUsersQueryOptions() {
  return pagedQueryOptions(userKeys.pagedArtistUsers(), (cursor, signal) =>
    fetchArtistUsers(signal, { cursor }),
  );
}

export function usePagedArtistUsers() {
  return usePagedList(pagedArtistUsersQueryOptions());
}

/** `GET /api/admin/artist-users/counts`: the accounts by profile state, over all of them. */
export function artistUserCountsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.artistUserCounts(),
    queryFn: ({ signal }) => read(Endpoints.countArtistUsers, {}, { signal }),
  });
}

export function useArtistUserCounts() {
  return useQuery(artistUserCountsQueryOptions());
}

/** Every artist account, all pages (the admin's export), the largest page at a time. */
export async function fetchAllArtistUsers(signal?: AbortSignal) {
  const users = [];
  let cursor: string | undefined;
  do {
    const page = await fetchArtistUsers(signal, { cursor, limit: PAGE_SIZE.max });
    users.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return users;
}
