import type { CommissionRequestInput } from '@contract/commission-request';
import { useOfflineWrite } from '@/lib/offline-write';

/** The request's line in the sync panel while it waits on this device. */
export const commissionRequestLabel = (input: { title: string }) => `Commission request "${input.title}"`;

/**
 * `POST /api/commission-requests` (201). 400 names the fields; 403 for one's own profile; 404 for
 * an artist who is not approved. Sending the same request again after a failure reuses its
 * idempotency key, so it lands once; on success the request lists are refreshed (spec section 7).
 * Offline it is kept in the outbox and sent later (the result is then a QueuedWrite).
 */
export function useCreateCommissionRequest() {
  return useOfflineWrite('createCommissionRequest', {
    input: (input: CommissionRequestInput) => ({ body: input }),
    label: commissionRequestLabel,
  });
}
