import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PodProduct, PodProductInput } from '../../../../contract/pod';
import { apiJson } from '../../../lib/api-client';
import { podProductsQueryOptions } from './get-pod-products';

/**
 * `POST /api/pod-products` `{artworkId, externalId, variantIds}` (201): offers a catalogue product
 * in the chosen variants. 409 when the artwork already offers that product.
 */
export function createPodProduct(input: PodProductInput, idempotencyKey: string) {
  return apiJson<PodProduct>('POST', '/api/pod-products', input, { idempotencyKey });
}

export function useCreatePodProduct(artworkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PodProductInput; idempotencyKey: string }) =>
      createPodProduct(input, idempotencyKey),
    // After a 409 too: the list on screen missed a product offered elsewhere.
    onSettled: () => queryClient.invalidateQueries({ queryKey: podProductsQueryOptions(artworkId).queryKey }),
  });
}
