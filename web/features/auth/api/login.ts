import type { QueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '@contract/user';
import type { SecondStepInput } from '@contract/two-factor';
import { resetCacheForUser } from '@/api/auth';
import { useWrite } from '@/lib/write';
import { resumeOutboxFor } from '@/offline/outbox';
import { useQueryClient } from '@tanstack/react-query';

/** Starts a clean cache for the user who just signed in; writes a 401 paused go on for them. */
async function signedIn(queryClient: QueryClient, user: User): Promise<void> {
  await resetCacheForUser(queryClient, user);
  await resumeOutboxFor(user.id).catch(() => undefined);
}

/**
 * `POST /api/auth/login`; a wrong password throws ApiError (401). Signs in, then starts a clean
 * cache for that user before resolving, so every screen is theirs on navigation. An account with
 * two-factor sign-in answers `{ secondStep: true }` instead: nobody is signed in until
 * useSecondStep.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useWrite('login', {
    input: (input: LoginInput) => ({ body: input }),
    onSuccess: async (result) => {
      if (result && !('secondStep' in result)) await signedIn(queryClient, result);
    },
  });
}

/** `POST /api/auth/login/second-step`: the code from the authenticator app (or a backup code). */
export function useSecondStep() {
  const queryClient = useQueryClient();
  return useWrite('loginSecondStep', {
    input: (input: SecondStepInput) => ({ body: input }),
    onSuccess: async (user) => {
      if (user) await signedIn(queryClient, user);
    },
  });
}
