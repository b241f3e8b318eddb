import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PodProduct } from '../../../../contract/pod';
import { buildUrl, getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/pod-products?artworkId=`: the print-on-demand products offered for an artwork. */
export function fetchPodProducts(artworkId: number, options?: RequestOptions) {
  return getJson<PodProduct[]>(buildUrl('/api/pod-products', { artworkId }), options);
}

export function podProductsQueryOptions(artworkId: number) {
  return queryOptions({
    queryKey: ['/api/pod-products', { artworkId }] as const,
    queryFn: ({ signal }) => fetchPodProducts(artworkId, { signal }),
  });
}

export function usePodProducts(artworkId: number) {
  return useQuery(podProductsQueryOptions(artworkId));
}
