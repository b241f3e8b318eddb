import { useWrite } from '@/lib/write';

/** `DELETE /api/auth/sessions/{id}`: that device is signed out on its next request. */
export function useEndSession() {
  return useWrite('endSession', {
    input: (id: string) => ({ params: { id } }),
  });
}
