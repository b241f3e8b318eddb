import type { CommissionRequest } from '@contract/commission-request';
import { useCommissionRequest } from '@/api/commission-requests';
import { useLocalCommissionRequest } from '@/offline/local-rows';
import type { RequestTab } from './request-tabs';

/** The tab that lists a request for this user: Sent by Me if they sent it, else Received (they are its artist). */
export function requestTabOf(request: Pick<CommissionRequest, 'userId'>, userId: number): RequestTab {
  return request.userId === userId ? 'sent' : 'received';
}

/**
 * The tab holding the request an address points at (`?request=`: a notification, the sync panel's
 * Edit of a queued review, proposal or work update), so an artist who sent a request as a collector
 * lands on Sent by Me, not on their default Received. From this device's copy (offline too), else
 * asked of the server; undefined until known, or without `?request=`.
 */
export function useFocusedRequestTab(requestId: number | undefined, userId: number): RequestTab | undefined {
  const local = useLocalCommissionRequest(requestId);
  const online = useCommissionRequest(requestId, local === null);
  const request = local ?? online.data;
  return typeof request?.userId === 'number' ? requestTabOf(request, userId) : undefined;
}
