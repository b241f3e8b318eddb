import type { PodOrderInput } from '@contract/pod';
import { useWrite } from '@/lib/write';

/** `POST /api/pod-orders` `{artworkId, variantId, quantity, unitPrice}`; a stale unit price answers 409 PRICE_CHANGED. */
export function useCreatePodOrder() {
  return useWrite('createPodOrder', { input: (input: PodOrderInput) => ({ body: input }) });
}
