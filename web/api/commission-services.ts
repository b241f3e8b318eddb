import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommissionServiceListQuery } from '@contract/commission-service';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

export const commissionServiceKeys = {
  all: ['commission-services'] as const,
  list: (params: CommissionServiceListQuery = {}) => [...commissionServiceKeys.all, 'list', params] as const,
};

/** `GET /api/commission-services` (approved artists'; an artist's own with `artistId`, any status). */
export function commissionServicesQueryOptions(params: CommissionServiceListQuery = {}) {
  return queryOptions({
    queryKey: commissionServiceKeys.list(params),
    queryFn: ({ signal }) => read(Endpoints.listCommissionServices, { query: params }, { signal }),
  });
}

export function useCommissionServices(params: CommissionServiceListQuery = {}, enabled = true) {
  return useQuery({ ...commissionServicesQueryOptions(params), enabled });
}
