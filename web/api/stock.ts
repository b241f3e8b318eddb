import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** The original and the prints of one artwork: one entry shared by the artwork page and the admin screen. */
export const stockKeys = {
  all: ['stock'] as const,
  list: (artworkId: number) => [...stockKeys.all, { artworkId }] as const,
};

/** `GET /api/stock?artworkId=` (404 when the artwork is hidden). */
export function fetchStock(artworkId: number, signal?: AbortSignal) {
  return read(Endpoints.listStock, { query: { artworkId } }, { signal });
}

/** `data`: `StockItem[]`. Refreshed after an order (an original becomes sold). */
export function stockQueryOptions(artworkId: number) {
  return queryOptions({
    queryKey: stockKeys.list(artworkId),
    queryFn: ({ signal }) => fetchStock(artworkId, signal),
  });
}

export function useStock(artworkId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...stockQueryOptions(artworkId), enabled: options.enabled ?? true });
}
