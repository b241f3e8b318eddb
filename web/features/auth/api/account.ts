import { useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@contract/user';
import { resetCacheForUser } from '@/api/auth';
import { useWrite } from '@/lib/write';

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
 * forgets everything cached for them, as a logout does.
 */
export function useLogoutEverywhere() {
  const queryClient = useQueryClient();
  return useWrite('logoutEverywhere', {
    onSuccess: () => resetCacheForUser(queryClient, null),
  });
}
