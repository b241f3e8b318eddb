import { useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@contract/user';
import { useWrite } from '@/lib/write';
import { forgetLocalData } from './logout';

/**
 * `POST /api/auth/password`. A wrong current password or a weak new one throws ApiError (400) with
 * the field's message; on success this session stays signed in and every other one ends.
 */
export function useChangePassword() {
  return useWrite('changePassword', {
    input: (input: ChangePasswordInput) => ({ body: input }),
  });
}

/**
 * `POST /api/auth/logout-everywhere`: ends every session of the user, this one included, then
 * forgets everything kept for them on this device (local store and query cache), as a logout does.
 */
export function useLogoutEverywhere() {
  const queryClient = useQueryClient();
  return useWrite('logoutEverywhere', {
    onSuccess: () => forgetLocalData(queryClient),
  });
}
