import { queryOptions, useQuery } from '@tanstack/react-query';
import { pagedQueryOptions, usePagedList } from '@/lib/paged';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** Exactly one of them: what a user sent (`userId`) or what an artist received (`artistId`). */
export type RequestListParams = { userId: number } | { artistId: number };

/** Invalidate `commissionRequestKeys.all` to refresh both the sent and the received lists. */
export const commissionRequestKeys = {
  all: ['commission-requests'] as const,
  lists: () => [...commissionRequestKeys.all, 'list'] as const,
  list: (params: RequestListParams) => [...commissionRequestKeys.lists(), params] as const,
  paged: (params: RequestListParams) => [...commissionRequestKeys.lists(), 'paged', params] as const,
};

/** `GET /api/commission-requests?userId=` or `?artistId=`, newest first. */
export function fetchCommissionRequests(params: RequestListParams, signal?: AbortSignal, cursor?: string) {
  return read(Endpoints.listCommissionRequests, { query: { ...params, cursor } }, { signal });
}

/** `data`: `{ items: CommissionRequest[], total }`. */
export function commissionRequestsQueryOptions(params: RequestListParams) {
  return queryOptions({
    queryKey: commissionRequestKeys.list(params),
    queryFn: ({ signal }) => fetchCommissionRequests(params, signal),
  });
}

export function useCommissionRequests(params: RequestListParams) {
  return useQuery(commissionRequestsQueryOptions(params));
}

/** `GET /api/commission-requests/{id}`: one request, its sender's or its artist's. */
export function useCommissionRequest(id: number | undefined, enabled = true) {
  return useQuery({
    queryKey: [...commissionRequestKeys.all, 'one', id] as const,
    queryFn: ({ signal }) => read(Endpoints.getCommissionRequest, { params: { id: id! } }, { signal }),
    enabled: enabled && id !== undefined,
  });
}

/** The requests a page at a time ('Load more'). */
export function pagedCommissionRequestsQueryOptions(params: RequestListParams) {
  return pagedQueryOptions(commissionRequestKeys.paged(params), (cursor, signal) =>
    fetchCommissionRequests(params, signal, cursor),
  );
}

export function usePagedCommissionRequests(params: RequestListParams) {
  return usePagedList(pagedCommissionRequestsQueryOptions(params));
}

/**
 * The work logs, a root of their own: a change to the requests (every answer, every status) must
 * not refetch the log of every card on the page, only the moves and updates that write to a log.
 */
export const commissionUpdateKeys = {
  all: ['commission-updates'] as const,
  of: (id: number) => [...commissionUpdateKeys.all, id] as const,
};

/** `GET /api/commission-requests/{id}/updates`: the work log, oldest first (issue 26 point 3). */
export function commissionUpdatesQueryOptions(id: number) {
  return queryOptions({
    queryKey: commissionUpdateKeys.of(id),
    queryFn: ({ signal }) => read(Endpoints.listCommissionUpdates, { params: { id } }, { signal }),
  });
}
export function useCommissionUpdates(id: number) {
  return useQuery(commissionUpdatesQueryOptions(id));
}
