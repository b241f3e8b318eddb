import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CommissionRequest, CommissionRequestUpdate } from '../../../../contract/commission-request';
import { apiJson, type ListResult } from '../../../lib/api-client';
import { conflictedRequest } from '@/features/commission-requests/request-actions';
import { commissionRequestsKey } from './get-commission-requests';

/**
 * `PATCH /api/commission-requests/{id}` with an Idempotency-Key, so a repeated answer is applied once.
 * A move the state machine refuses answers 409 with the request as it now is (see conflictedRequest).
 */
export function updateCommissionRequest(
  id: number,
  update: CommissionRequestUpdate,
  idempotencyKey: string,
): Promise<CommissionRequest | undefined> {
  return apiJson<CommissionRequest>('PATCH', `/api/commission-requests/${id}`, update, { idempotencyKey });
}

/** Puts the request's new state into every cached list that holds it. */
export function replaceRequestInLists(queryClient: QueryClient, request: CommissionRequest): void {
  queryClient.setQueriesData<ListResult<CommissionRequest>>({ queryKey: commissionRequestsKey }, (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === request.id ? request : item)) } : list,
  );
}

export interface UpdateRequestVariables {
  id: number;
  update: CommissionRequestUpdate;
  idempotencyKey: string;
}

/** The card shows the new state at once; on a conflict it shows the state the server reports. */
export function useUpdateCommissionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update, idempotencyKey }: UpdateRequestVariables) =>
      updateCommissionRequest(id, update, idempotencyKey),
    onSuccess: async (request) => {
      if (request) replaceRequestInLists(queryClient, request);
      await queryClient.invalidateQueries({ queryKey: commissionRequestsKey });
    },
    onError: (error) => {
      const current = conflictedRequest(error);
      if (current) replaceRequestInLists(queryClient, current);
    },
  });
}
