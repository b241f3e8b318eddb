import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CommissionRequest, CommissionRequestUpdate } from '@contract/commission-request';
import { commissionRequestKeys } from '@/api/commission-requests';
import type { ListResult } from '@/lib/api-client';
import type { PagedData } from '@/lib/paged';
import { useWrite } from '@/lib/write';
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
  update: CommissionRequestUpdate;
}

/**
 * `PATCH /api/commission-requests/{id}` with an Idempotency-Key, so a repeated answer is applied
 * once. A move the state machine refuses answers 409 with the request as it now is (see
 * conflictedRequest). The card shows the new state at once; on a conflict, the state the server reports.
 */
export function useUpdateCommissionRequest() {
  const queryClient = useQueryClient();
  return useWrite('updateCommissionRequest', {
    input: ({ id, update }: UpdateRequestVariables) => ({ params: { id }, body: update }),
    onSuccess: (request) => {
      if (request) replaceRequestInLists(queryClient, request);
    },
    onError: (error) => {
      const current = conflictedRequest(error);
      if (current) replaceRequestInLists(queryClient, current);
    },
  });
}
