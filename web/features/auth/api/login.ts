import type { LoginInput } from '@contract/user';
import { resetCacheForUser } from '@/api/auth';
import { useWrite } from '@/lib/write';
import { resumeOutboxFor } from '@/offline/outbox';
import { useQueryClient } from '@tanstack/react-query';

/**
 * `POST /api/auth/login`; a wrong password throws ApiError (401). Signs in, then starts a clean
 * cache for that user before resolving, so every screen is theirs on navigation. Writes a 401
 * paused in the outbox go on once the same user is back.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useWrite('login', {
    input: (input: LoginInput) => ({ body: input }),
    onSuccess: async (user) => {
      await resetCacheForUser(queryClient, user);
      if (user) await resumeOutboxFor(user.id).catch(() => undefined);
    },
  });
}
