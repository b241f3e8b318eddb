import { useQueryClient } from '@tanstack/react-query';
import { twoFactorKeys } from '@/api/two-factor';
import { useWrite } from '@/lib/write';

function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });
}

/** `POST /api/auth/two-factor/setup`: a new secret with its QR code. */
export function useStartTwoFactor() {
  return useWrite('startTwoFactor');
}

/** `POST /api/auth/two-factor/confirm`: on, with the backup codes (shown once). */
export function useConfirmTwoFactor() {
  const refresh = useRefreshStatus();
  return useWrite('confirmTwoFactor', {
    input: (code: string) => ({ body: { code } }),
    onSuccess: refresh,
  });
}

/** `POST /api/auth/two-factor/disable`: off, with the password and a code. */
export function useDisableTwoFactor() {
  const refresh = useRefreshStatus();
  return useWrite('disableTwoFactor', {
    input: (body: { password: string; code: string }) => ({ body }),
    onSuccess: refresh,
  });
}
