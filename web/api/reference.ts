import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { call } from '@/lib/call';

/** The active specialties and mediums, in the API's order: filters, chips, forms share one entry each. */
export const referenceKeys = {
  all: ['reference'] as const,
  specialties: () => [...referenceKeys.all, 'specialties', { activeOnly: 'true' }] as const,
  mediums: () => [...referenceKeys.all, 'mediums', { activeOnly: 'true' }] as const,
};

/** `GET /api/specialties?activeOnly=true`. */
export function fetchActiveSpecialties(signal?: AbortSignal) {
  return call(Endpoints.listSpecialties, { query: { activeOnly: 'true' } }, { signal });
}

/** `GET /api/mediums?activeOnly=true`. */
export function fetchActiveMediums(signal?: AbortSignal) {
  return call(Endpoints.listMediums, { query: { activeOnly: 'true' } }, { signal });
}

export function activeSpecialtiesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.specialties(),
    queryFn: ({ signal }) => fetchActiveSpecialties(signal),
  });
}

export function activeMediumsQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.mediums(),
    queryFn: ({ signal }) => fetchActiveMediums(signal),
  });
}

export function useActiveSpecialties(enabled = true) {
  return useQuery({ ...activeSpecialtiesQueryOptions(), enabled });
}

export function useActiveMediums(enabled = true) {
  return useQuery({ ...activeMediumsQueryOptions(), enabled });
}

/** Either list by name (the artwork and profile forms pick one of them). */
export function useActiveReferenceList(list: 'specialties' | 'mediums') {
  // Both are `{id, name, …}[]` under their own key; one hook call either way.
  const options = list === 'specialties' ? activeSpecialtiesQueryOptions() : activeMediumsQueryOptions();
  return useQuery(options as ReturnType<typeof activeMediumsQueryOptions>);
}
