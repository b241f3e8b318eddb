import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artwork, ArtworkListQuery } from '@contract/artwork';
import type { ArtworkStatusFilter } from '@contract/enums';
import { Endpoints } from '@contract/endpoints';
import { PAGE_SIZE } from '@contract/page-size';
import { read } from '@/lib/call';
import { pagedQueryOptions } from '@/lib/paged';
import { OFFLINE_FIRST, orLocal } from './local-fallback';

/**
 * Artworks. Keys: `artworkKeys.all` covers every list (public, an artist's, the admin's by status)
 * and every detail, so one invalidation refreshes all of them (web/api/invalidation.ts).
 */
export const artworkKeys = {
  all: ['artworks'] as const,
  lists: () => [...artworkKeys.all, 'list'] as const,
  list: (params: ArtworkListQuery = {}) => [...artworkKeys.lists(), params] as const,
  /** The pages loaded so far of one list (an infinite query). */
  paged: (params: ArtworkListQuery = {}) => [...artworkKeys.lists(), 'paged', params] as const,
  details: () => [...artworkKeys.all, 'detail'] as const,
  detail: (id: number) => [...artworkKeys.details(), id] as const,
};

/** `GET /api/artworks?…` (approved, status, artistId, search, medium, specialty, min/maxPrice, sort, limit, offset). */
export function fetchArtworks(params: ArtworkListQuery = {}, signal?: AbortSignal) {
  return read(Endpoints.listArtworks, { query: params }, { signal });
}

/**
 * An artist's whole public portfolio, every page of it ('Save for offline' saves all of it, not
 * the pages the profile happened to load: issue 27, point 7).
 */
export async function fetchWholePortfolio(artistId: number, signal?: AbortSignal): Promise<Artwork[]> {
  const items: Artwork[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await fetchArtworks({ artistId, approved: 'true', cursor }, signal);
    items.push(...page.items);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return items;
}

/** `data`: `{ items: Artwork[], total }`. */
export function artworksQueryOptions(params: ArtworkListQuery = {}) {
  return queryOptions({
    queryKey: artworkKeys.list(params),
    queryFn: ({ signal }) => fetchArtworks(params, signal),
  });
}

/** One list, a keyset page at a time ('Load more'): `data.pages[i]` is `{ items, total, capped, nextCursor }`. */
export function pagedArtworksQueryOptions(params: ArtworkListQuery = {}) {
  return pagedQueryOptions(artworkKeys.paged(params), (cursor, signal) =>
    fetchArtworks({ ...params, cursor }, signal),
  );
}

export function useArtworks(params: ArtworkListQuery = {}) {
  return useQuery(artworksQueryOptions(params));
}

/**
 * For an admin, artworks in one approval state, as one largest page (PAGE_SIZE.max: the dashboard's
 * pending queue). The status is always in the key (even 'all', which the API reads as no filter),
 * so these never share an entry with the public lists. The full table pages
 * (`pagedReviewArtworksQueryOptions`).
 */
export function reviewArtworksQueryOptions(status: ArtworkStatusFilter) {
  return artworksQueryOptions({ status, limit: PAGE_SIZE.max });
}

export function useReviewArtworks(status: ArtworkStatusFilter) {
  return useQuery(reviewArtworksQueryOptions(status));
}

/** How many artworks are in one approval state ('all': any), from `X-Total-Count` of a one-item page. */
export function artworkCountQueryOptions(status: ArtworkStatusFilter) {
  return queryOptions({
    queryKey: [...artworkKeys.lists(), 'count', status] as const,
    queryFn: async ({ signal }) => (await fetchArtworks({ status, limit: 1 }, signal)).total,
  });
}

/** The admin's table of artworks in one approval state, a page at a time. */
export function pagedReviewArtworksQueryOptions(status: ArtworkStatusFilter) {
  return pagedArtworksQueryOptions({ status });
}

/** `GET /api/artworks/{id}`; a missing artwork throws ApiError with status 404. */
export function fetchArtwork(id: number, signal?: AbortSignal) {
  return read(Endpoints.getArtwork, { params: { id } }, { signal });
}

export function artworkQueryOptions(id: number) {
  return queryOptions({
    queryKey: artworkKeys.detail(id),
    // Offline, an artwork saved for offline (or synced) opens from this device.
    queryFn: ({ signal }) =>
      orLocal(
        () => fetchArtwork(id, signal),
        async () => (await import('@/offline/pins')).readLocalArtwork(id),
      ),
    ...OFFLINE_FIRST,
  });
}

/**
 * An artist's public portfolio, a page at a time (the same entry as
 * `pagedArtworksQueryOptions({ artistId, approved: 'true' })`). Offline, the first page comes from
 * this device (a saved artist's artworks and the synced ones), in one page.
 */
export function portfolioQueryOptions(artistId: number) {
  const params: ArtworkListQuery = { artistId, approved: 'true' };
  return {
    ...pagedQueryOptions(artworkKeys.paged(params), (cursor, signal) =>
      orLocal(
        () => fetchArtworks({ ...params, cursor }, signal),
        async () => {
          if (cursor) return undefined;
          const { readLocalPortfolio } = await import('@/offline/pins');
          const items = await readLocalPortfolio(artistId);
          return items.length ? { items, total: items.length, capped: false, nextCursor: null } : undefined;
        },
      ),
    ),
    ...OFFLINE_FIRST,
  };
}

export function useArtwork(id: number) {
  return useQuery(artworkQueryOptions(id));
}
