import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { podProductsQueryOptions } from './get-pod-products';

/** `DELETE /api/pod-products/{id}` (204): collectors can no longer order that print product. */
export async function deletePodProduct(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/pod-products/${id}`, undefined, { idempotencyKey: newIdempotencyKey() });
}

export function useDeletePodProduct(artworkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePodProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: podProductsQueryOptions(artworkId).queryKey }),
  });
}
