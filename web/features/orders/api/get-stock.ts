import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockItem } from '../../../../contract/artwork';
import { buildUrl, getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/stock?artworkId=`: the original and the prints of one artwork (404 when the artwork is hidden). */
export function fetchStock(artworkId: number, options?: RequestOptions) {
  return getJson<StockItem[]>(buildUrl('/api/stock', { artworkId }), options);
}

/**
 * Key `['/api/stock', {artworkId}]`, data `StockItem[]`: the same key and shape as the admin screen's
 * stock query (one cache entry per key). Refreshed after an order (an original becomes sold).
 */
export function stockQueryOptions(artworkId: number) {
  return queryOptions({
    queryKey: ['/api/stock', { artworkId }] as const,
    queryFn: ({ signal }) => fetchStock(artworkId, { signal }),
  });
}

export function useStock(artworkId: number) {
  return useQuery(stockQueryOptions(artworkId));
}
