import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput, User } from '../../../../contract/user';
import { apiJson } from '../../../lib/api-client';
import { resetCacheForUser } from './get-current-user';

/** `POST /api/auth/register`. A taken email or username answers 409 with `fields` naming it. */
export function register(input: RegisterInput): Promise<User | undefined> {
  return apiJson<User>('POST', '/api/auth/register', input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    // The new account is signed in: start a clean cache for it.
    onSuccess: (user) => resetCacheForUser(queryClient, user),
  });
}
