import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionRequest, CommissionRequestInput } from '../../../../contract/commission-request';
import { apiJson } from '../../../lib/api-client';

/** Every commission request list (`['/api/commission-requests', {userId|artistId}]`) starts with this. */
export const commissionRequestsKey = ['/api/commission-requests'] as const;

/**
 * `POST /api/commission-requests` (201). 400 names the fields; 403 for one's own profile; 404 for
 * an artist who is not approved. The idempotency key makes a retried send land once.
 */
export function createCommissionRequest(
  input: CommissionRequestInput,
  idempotencyKey: string,
): Promise<CommissionRequest | undefined> {
  return apiJson<CommissionRequest>('POST', '/api/commission-requests', input, { idempotencyKey });
}

/** On success the commission request lists are refreshed (spec section 7). */
export function useCreateCommissionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CommissionRequestInput; idempotencyKey: string }) =>
      createCommissionRequest(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissionRequestsKey }),
  });
}
