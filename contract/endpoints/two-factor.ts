import { defineEndpoints } from '../endpoint';
import {
  BackupCodesSchema,
  SecondStepInputSchema,
  TwoFactorConfirmInputSchema,
  TwoFactorDisableInputSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../two-factor';
import { UserSchema } from '../user';
import { OkSchema } from './params';

/** Two-factor sign-in with an authenticator app (issue 24 point 4; docs/accounts.md). */
export const twoFactorEndpoints = defineEndpoints({
  twoFactorStatus: {
    method: 'GET',
    path: '/api/auth/two-factor',
    summary:
      'Whether the signed-in account has two-factor sign-in, must set it up, and its backup codes left',
    tag: 'Auth',
    auth: 'user',
    beforeTwoFactor: true,
    response: TwoFactorStatusSchema,
    errors: [401],
  },
  startTwoFactor: {
    method: 'POST',
    path: '/api/auth/two-factor/setup',
    summary: 'Start setting up two-factor sign-in: a new secret, its otpauth URI and QR code',
    tag: 'Auth',
    auth: 'user',
    beforeTwoFactor: true,
    response: TwoFactorSetupSchema,
    errors: [401, 409],
  },
  confirmTwoFactor: {
    method: 'POST',
    path: '/api/auth/two-factor/confirm',
    summary: 'Turn two-factor sign-in on with a code from the app; answers the 10 backup codes, shown once',
    tag: 'Auth',
    auth: 'user',
    beforeTwoFactor: true,
    body: TwoFactorConfirmInputSchema,
    response: BackupCodesSchema,
    errors: [401, 409, 429],
  },
  disableTwoFactor: {
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    summary: 'Turn two-factor sign-in off (the password and a code are required)',
    tag: 'Auth',
    auth: 'user',
    body: TwoFactorDisableInputSchema,
    response: OkSchema,
    errors: [401, 403, 409, 429],
  },
  loginSecondStep: {
    method: 'POST',
    path: '/api/auth/login/second-step',
    summary:
      "Finish a sign-in that needs a second step with an authenticator or backup code; 'trustDevice' skips it on this browser for 30 days",
    tag: 'Auth',
    beforeTwoFactor: true,
    body: SecondStepInputSchema,
    response: UserSchema,
    errors: [401, 429],
  },
});
