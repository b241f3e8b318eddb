import { useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** Card disputes (admins): `GET /api/admin/disputes`. */
export const disputesKey = ['admin-disputes'] as const;
export function useDisputes() {
  return useQuery({
    queryKey: disputesKey,
    queryFn: ({ signal }) => read(Endpoints.listDisputes, {}, { signal }),
  });
}
