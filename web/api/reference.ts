import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';
import { OFFLINE_FIRST, orLocal } from './local-fallback';

/** The active specialties and mediums, in the API's order: filters, chips, forms share one entry each. */
export const referenceKeys = {
  all: ['reference'] as const,
  specialties: () => [...referenceKeys.all, 'specialties', { activeOnly: 'true' }] as const,
  mediums: () => [...referenceKeys.all, 'mediums', { activeOnly: 'true' }] as const,
};

/** `GET /api/specialties?activeOnly=true`. */
export function fetchActiveSpecialties(signal?: AbortSignal) {
  return read(Endpoints.listSpecialties, { query: { activeOnly: 'true' } }, { signal });
}

/** `GET /api/mediums?activeOnly=true`. */
export function fetchActiveMediums(signal?: AbortSignal) {
  return read(Endpoints.listMediums, { query: { activeOnly: 'true' } }, { signal });
}

/** Offline (a failed request), the lists come from the local store: forms work cold (issue 27). */
async function readLocal(list: 'specialties' | 'mediums') {
  return (await import('@/offline/reference')).readLocalReferenceList(list);
}

export function activeSpecialtiesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.specialties(),
    queryFn: ({ signal }) =>
      orLocal(
        () => fetchActiveSpecialties(signal),
        () => readLocal('specialties'),
      ),
    ...OFFLINE_FIRST,
  });
}

export function activeMediumsQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.mediums(),
    queryFn: ({ signal }) =>
      orLocal(
        () => fetchActiveMediums(signal),
        () => readLocal('mediums'),
      ),
    ...OFFLINE_FIRST,
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
