import { z } from 'zod';

/** A six-digit authenticator code or a backup code (letters and digits, dashes and spaces ignored). */
export const TwoFactorCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(32, 'That code is too long')
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase());

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** An admin must set it up before anything else. */
  required: z.boolean(),
  backupCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = z.object({
  /** The secret in base32, to type into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code as a data: URL (PNG). */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorConfirmInputSchema = z.object({ code: TwoFactorCodeSchema });
export const BackupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof BackupCodesSchema>;

export const TwoFactorDisableInputSchema = z.object({
  password: z.string().min(1, 'Password is required').max(256),
  code: TwoFactorCodeSchema,
});

export const SecondStepInputSchema = z.object({
  code: TwoFactorCodeSchema,
  trustDevice: z.boolean().default(false),
});
export type SecondStepInput = z.input<typeof SecondStepInputSchema>;

/** The answer to a right password for an account with two-factor sign-in: no session yet. */
export const SecondStepNeededSchema = z.object({ secondStep: z.literal(true) });
