import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '../../../../contract/user';
import { apiJson } from '../../../lib/api-client';
import { resetCacheForUser } from './get-current-user';

/** `POST /api/auth/login`; a wrong password throws ApiError (401). */
export function login(input: LoginInput): Promise<User | undefined> {
  return apiJson<User>('POST', '/api/auth/login', input);
}

/** Signs in, then starts a clean cache for that user before resolving, so every screen is theirs on navigation. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => resetCacheForUser(queryClient, user),
  });
}
