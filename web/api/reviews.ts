import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** Reviews of commissions (issue 26, point 5). Invalidate `reviewKeys.all` after any review write. */
export const reviewKeys = {
  all: ['reviews'] as const,
  commission: (requestId: number) => [...reviewKeys.all, 'commission', requestId] as const,
  artist: (artistId: number) => [...reviewKeys.all, 'artist', artistId] as const,
  reported: () => [...reviewKeys.all, 'reported'] as const,
};

/** `GET /api/commission-requests/:id/reviews`: the viewer's own review, and the other's once revealed. */
export function commissionReviewsQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: reviewKeys.commission(requestId),
    queryFn: ({ signal }) => read(Endpoints.getCommissionReviews, { params: { id: requestId } }, { signal }),
  });
}

export function useCommissionReviews(requestId: number, enabled = true) {
  return useQuery({ ...commissionReviewsQueryOptions(requestId), enabled });
}

/** `GET /api/artists/:id/reviews`: an artist's visible reviews, average and count (rendered on the server). */
export function artistReviewsQueryOptions(artistId: number) {
  return queryOptions({
    queryKey: reviewKeys.artist(artistId),
    queryFn: ({ signal }) => read(Endpoints.listArtistReviews, { params: { id: artistId } }, { signal }),
  });
}

/** `GET /api/admin/reviews/reported` (admins). */
export function reportedReviewsQueryOptions() {
  return queryOptions({
    queryKey: reviewKeys.reported(),
    queryFn: ({ signal }) => read(Endpoints.listReportedReviews, {}, { signal }),
  });
}
