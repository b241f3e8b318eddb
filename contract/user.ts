import { z } from 'zod';
import './zod-config';
import { PagingQuerySchema } from './paging';
import { EmailSchema, IsoDateTimeSchema, NameSchema, PasswordSchema, UsernameSchema } from './common';
import { ApprovalStatusSchema, RoleSchema, SelfRegisterRoleSchema } from './enums';

/** The signed-in user as `GET /api/auth/me` returns it. Never carries the password hash. */
export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  role: RoleSchema,
  createdAt: IsoDateTimeSchema,
  /** Whether the owner confirmed the e-mail address through the link mailed to it. */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** `GET /api/users/{id}`: what anyone may see of a user. */
export const PublicUserSchema = UserSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  username: true,
  role: true,
  createdAt: true,
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** `GET /api/admin/artist-users`: every bus_admin user with its profile state. */
export const ArtistUserSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  role: RoleSchema,
  createdAt: IsoDateTimeSchema,
  artistId: z.number().int().optional(),
  approvalStatus: ApprovalStatusSchema.optional(),
  profileImageUrl: z.string().nullable().optional(),
});
export type ArtistUser = z.infer<typeof ArtistUserSchema>;

/**
 * `GET /api/admin/artist-users/counts`: every artist account by profile state, counted over all of
 * them (the management table pages; its counters must not count only the loaded rows).
 */
export const ArtistUserCountsSchema = z.object({
  total: z.number().int(),
  approved: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
  /** Artist accounts with no artist profile yet. */
  missing: z.number().int(),
});
export type ArtistUserCounts = z.infer<typeof ArtistUserCountsSchema>;

/** An artist account's profile state as the admin screens show it: its approval, or none yet. */
export const ArtistProfileStateSchema = z.enum(['approved', 'pending', 'rejected', 'missing']);
export type ArtistProfileState = z.infer<typeof ArtistProfileStateSchema>;

/** `GET /api/admin/artist-users`: paged like every list, recent first. */
export const ArtistUserListQuerySchema = PagingQuerySchema.extend({
  /** Only the accounts in this state (the dashboard's queue asks for `pending`). */
  status: ArtistProfileStateSchema.optional(),
});
export type ArtistUserListQuery = z.infer<typeof ArtistUserListQuerySchema>;

export const LoginInputSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(256),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RegisterInputSchema = z.object({
  firstName: NameSchema,
  lastName: NameSchema,
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  role: SelfRegisterRoleSchema.default('bus_admin'),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** `POST /api/auth/password`: the new password follows the same rules as at sign-up. */
export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(256),
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** A token from a mailed link (`?token=`): 43 URL-safe characters (32 random bytes). */
export const AccountTokenSchema = z.string().trim().min(1, 'This link is incomplete').max(200);

/** `POST /api/auth/password-reset`: always answered the same, whether an account has the address or not. */
export const PasswordResetRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address').max(254),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** `POST /api/auth/password-reset/confirm`: the new password follows the same rules as at sign-up. */
export const PasswordResetInputSchema = z.object({
  token: AccountTokenSchema,
  password: PasswordSchema,
});
export type PasswordResetInput = z.infer<typeof PasswordResetInputSchema>;

/** `POST /api/auth/verify-email`: the token of a confirmation link (new account or new address). */
export const VerifyEmailInputSchema = z.object({ token: AccountTokenSchema });
export type VerifyEmailInput = z.infer<typeof VerifyEmailInputSchema>;

/** What a confirmation link did: confirmed the account's address, or made a new address the account's. */
export const VerifyEmailResultSchema = z.object({
  outcome: z.enum(['verified', 'changed']),
  email: z.string(),
});
export type VerifyEmailResult = z.infer<typeof VerifyEmailResultSchema>;

/** `POST /api/auth/email`: a change of address needs the password and is confirmed from the new address. */
export const ChangeEmailInputSchema = z.object({
  newEmail: EmailSchema,
  password: z.string().min(1, 'Enter your password').max(256),
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInputSchema>;
