import type { PodProductInput } from '@contract/pod';
import { useWrite } from '@/lib/write';

/**
 * `POST /api/pod-products` `{artworkId, externalId, variantIds}` (201): offers a catalogue product
 * in the chosen variants. 409 when the artwork already offers that product (the offers are
 * refreshed after a failure too). Sending the same sizes again after a failure reuses the key.
 */
export function useCreatePodProduct() {
  return useWrite('createPodProduct', { input: (input: PodProductInput) => ({ body: input }) });
}
