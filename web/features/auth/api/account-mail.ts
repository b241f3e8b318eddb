import type {
  ChangeEmailInput,
  PasswordResetInput,
  PasswordResetRequest,
  VerifyEmailInput,
} from '@contract/user';
import { useWrite } from '@/lib/write';

/**
 * `POST /api/auth/password-reset`: mails a reset link if an account has the address. The answer
 * is the same either way; too many requests for one address throw ApiError (429) with a message.
 */
export function useRequestPasswordReset() {
  return useWrite('requestPasswordReset', {
    input: (input: PasswordResetRequest) => ({ body: input }),
  });
}

/**
 * `POST /api/auth/password-reset/confirm`: a weak password throws ApiError (400, field `password`);
 * a used or expired link ApiError (410, LINK_EXPIRED). Every session of the account ends.
 */
export function useResetPassword() {
  return useWrite('resetPassword', {
    input: (input: PasswordResetInput) => ({ body: input }),
  });
}

/** `POST /api/auth/verify-email`: opens a confirmation link (signed in or not); refreshes the user. */
export function useVerifyEmail() {
  return useWrite('verifyEmail', {
    input: (input: VerifyEmailInput) => ({ body: input }),
  });
}

/** `POST /api/auth/verify-email/resend`: 'Send the link again' (limited; 429 with a message). */
export function useResendVerification() {
  return useWrite('resendVerification', {});
}

/** `POST /api/auth/email`: a wrong password throws ApiError (400, field `password`); a taken address 409. */
export function useChangeEmail() {
  return useWrite('changeEmail', {
    input: (input: ChangeEmailInput) => ({ body: input }),
  });
}
