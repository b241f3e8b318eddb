import type { LoginInput } from '@contract/user';
import { resetCacheForUser } from '@/api/auth';
import { useWrite } from '@/lib/write';
import { useQueryClient } from '@tanstack/react-query';

/**
 * `POST /api/auth/login`; a wrong password throws ApiError (401). Signs in, then starts a clean
 * cache for that user before resolving, so every screen is theirs on navigation.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useWrite('login', {
    input: (input: LoginInput) => ({ body: input }),
    onSuccess: (user) => resetCacheForUser(queryClient, user),
  });
}
