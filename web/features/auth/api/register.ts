import { useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '@contract/user';
import { resetCacheForUser } from '@/api/auth';
import { useWrite } from '@/lib/write';

/** `POST /api/auth/register`. A taken email or username answers 409 with `fields` naming it. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useWrite('register', {
    input: (input: RegisterInput) => ({ body: input }),
    // The new account is signed in: start a clean cache for it.
    onSuccess: (user) => resetCacheForUser(queryClient, user),
  });
}
