import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PodProduct } from '../../../../contract/pod';
import { buildUrl, getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/pod-products?artworkId=`: the print products the artwork is offered as. */
export function fetchPodProducts(artworkId: number, options?: RequestOptions) {
  return getJson<PodProduct[]>(buildUrl('/api/pod-products', { artworkId }), options);
}

/**
 * Key `['/api/pod-products', {artworkId}]`, data `PodProduct[]`: the same key and shape as the
 * artwork page's print offers (features/orders), so a change here refreshes what collectors see.
 */
export const podProductsKey = ['/api/pod-products'] as const;

export function podProductsQueryOptions(artworkId: number) {
  return queryOptions({
    queryKey: [...podProductsKey, { artworkId }] as const,
    queryFn: ({ signal }) => fetchPodProducts(artworkId, { signal }),
  });
}

export function usePodProducts(artworkId: number) {
  return useQuery(podProductsQueryOptions(artworkId));
}
