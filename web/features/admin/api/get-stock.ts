import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockItem } from '../../../../contract/artwork';
import { buildUrl, getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/stock?artworkId=`: the original and print offers of one artwork. */
export function fetchStock(artworkId: number, options?: RequestOptions) {
  return getJson<StockItem[]>(buildUrl('/api/stock', { artworkId }), options);
}

export function stockQueryOptions(artworkId: number) {
  return queryOptions({
    queryKey: ['/api/stock', { artworkId }] as const,
    queryFn: ({ signal }) => fetchStock(artworkId, { signal }),
  });
}

export function useStock(artworkId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...stockQueryOptions(artworkId), enabled: options.enabled ?? true });
}
