import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PodOrder, PodOrderInput } from '../../../../contract/pod';
import { apiJson } from '../../../lib/api-client';
import { podProductsQueryOptions } from './get-pod-products';

/** `POST /api/pod-orders` `{artworkId, variantId, quantity, unitPrice}`; a stale unit price answers 400 PRICE_CHANGED. */
export function createPodOrder(input: PodOrderInput, idempotencyKey: string): Promise<PodOrder | undefined> {
  return apiJson<PodOrder>('POST', '/api/pod-orders', input, { idempotencyKey });
}

export function useCreatePodOrder(artworkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PodOrderInput; idempotencyKey: string }) =>
      createPodOrder(input, idempotencyKey),
    onError: () => queryClient.invalidateQueries({ queryKey: podProductsQueryOptions(artworkId).queryKey }),
  });
}
