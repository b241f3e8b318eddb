import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CommissionRequest, CommissionRequestUpdate } from '@contract/commission-request';
import { commissionRequestKeys } from '@/api/commission-requests';
import type { ListResult } from '@/lib/api-client';
import type { PagedData } from '@/lib/paged';
import { isQueued } from '@/lib/write';
import { useOfflineWrite } from '@/lib/offline-write';
import { conflictedRequest } from '@/features/commission-requests/request-actions';

type CachedList = ListResult<CommissionRequest> | PagedData<CommissionRequest>;

/** Puts the request's new state into every cached list that holds it (single lists and loaded pages). */
export function replaceRequestInLists(queryClient: QueryClient, request: CommissionRequest): void {
  const replace = (list: ListResult<CommissionRequest>) => ({
    ...list,
    items: list.items.map((item) => (item.id === request.id ? request : item)),
  });
  queryClient.setQueriesData<CachedList>({ queryKey: commissionRequestKeys.all }, (list) => {
    if (!list) return list;
    return 'pages' in list ? { ...list, pages: list.pages.map(replace) } : replace(list);
  });
}

export interface UpdateRequestVariables {
  id: number;
  /** The request's title, to name a queued reply in the sync panel. */
  title?: string;
  update: CommissionRequestUpdate;
  /** The sender accepting a quote (the status is `accepted`, as for the artist's Accept). */
  answer?: 'accept-quote';
}

const REPLY_WORDS: Record<CommissionRequestUpdate['status'], string> = {
  pending: 'Reply to',
  accepted: 'Accept',
  rejected: 'Decline',
  in_progress: 'Start work on',
  completed: 'Complete',
  cancelled: 'Cancel',
  quoted: 'Quote for',
  quote_declined: 'Decline the quote for',
};

/**
 * `PATCH /api/commission-requests/{id}` with an Idempotency-Key, so a repeated answer is applied
 * once. A move the state machine refuses answers 409 with the request as it now is (see
 * conflictedRequest). The card shows the new state at once; on a conflict, the state the server reports.
 * Offline the reply is kept in the outbox; a conflict found when it is sent shows in the sync panel.
 */
export function useUpdateCommissionRequest() {
  const queryClient = useQueryClient();
  return useOfflineWrite('updateCommissionRequest', {
    input: ({ id, update }: UpdateRequestVariables) => ({ params: { id }, body: update }),
    label: ({ id, title, update, answer }) =>
      `${answer === 'accept-quote' ? 'Accept the quote for' : REPLY_WORDS[update.status]} "${title ?? `request #${id}`}"`,
    onSuccess: (request) => {
      if (request && !isQueued(request)) replaceRequestInLists(queryClient, request);
    },
    onError: (error) => {
      const current = conflictedRequest(error);
      if (current) replaceRequestInLists(queryClient, current);
    },
  });
}
