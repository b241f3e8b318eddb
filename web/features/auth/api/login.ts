import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '../../../../contract/user';
import { apiJson } from '../../../lib/api-client';
import { currentUserQueryKey } from './get-current-user';

/** `POST /api/auth/login`; a wrong password throws ApiError (401). */
export function login(input: LoginInput): Promise<User | undefined> {
  return apiJson<User>('POST', '/api/auth/login', input);
}

/** Signs in, then refreshes the current user before resolving, so the header is up to date on navigation. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
