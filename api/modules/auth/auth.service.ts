import { checkNewPassword } from '../../auth/password-policy';
import { ErrorCodes } from '../../../contract/errors';
import type { ChangePasswordInput, LoginInput, RegisterInput, User } from '../../../contract/user';
import { ConflictError, HttpError, UnauthenticatedError, ValidationError } from '../../errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { openPendingProfile } from '../artists/artists.service';
import { createAccount, findCredentials, setPasswordHash } from '../users/accounts.service';
import { deleteSessionsOfUser } from './sessions.repo';
import { voidAccountTokens } from './account-tokens.repo';
import type { DbDeps } from '../../deps';

const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Creates an account with a password hashed beforehand (hashNewPassword, password.ts). Only
 * `user` and `bus_admin` pass the contract schema. A bus_admin gets a pending artist profile right
 * away (the artists service opens it): it stays pending until an admin approves it.
 */
export async function register({ db }: DbDeps, input: RegisterInput, passwordHash: string): Promise<User> {
  const user = await createAccount({ db }, { ...input, passwordHash });
  if (user.role === 'bus_admin') await openPendingProfile({ db }, user.id);
  return user;
}

/**
 * Checks a sign-in: one short read, then the Argon2 verification, with no transaction held (the
 * route runs it before its write transaction opens). Same 401 for an unknown email and a wrong
 * password.
 */
export async function checkCredentials({ db }: DbDeps, input: LoginInput): Promise<User> {
  const found = await findCredentials({ db }, { email: input.email });
  const ok = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!found || !ok) throw new HttpError(401, INVALID_CREDENTIALS, ErrorCodes.INVALID_CREDENTIALS);
  return found.user;
}

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const SAME_PASSWORD = 'Choose a new password that differs from your current one';

/**
 * The signed-in user's credentials once `password` proved to be theirs (Argon2 verify, before any
 * write transaction); a wrong one is 400 on `field`.
 */
export async function checkCurrentPassword(
  { db }: DbDeps,
  userId: number,
  password: string,
  field: string,
): Promise<{ user: User; passwordHash: string }> {
  const found = await findCredentials({ db }, { id: userId });
  if (!found) throw new UnauthenticatedError();
  if (!(await verifyPassword(found.passwordHash, password)))
    throw new ValidationError({ [field]: WRONG_CURRENT_PASSWORD }, WRONG_CURRENT_PASSWORD);
  return found;
}

/** What the CPU-heavy half of a password change hands to its short transaction. */
export interface PreparedPasswordChange {
  /** The hash the current password was checked against (the change is refused if it moved since). */
  checkedHash: string;
  newHash: string;
}

/**
 * The CPU-heavy half of a password change, run before the write transaction opens: the current
 * password must be right (Argon2 verify) and the new one passes the sign-up policy; it is hashed.
 */
export async function prepareChangePassword(
  { db }: DbDeps,
  userId: number,
  input: ChangePasswordInput,
): Promise<PreparedPasswordChange> {
  const found = await checkCurrentPassword({ db }, userId, input.currentPassword, 'currentPassword');
  if (input.newPassword === input.currentPassword)
    throw new ValidationError({ newPassword: SAME_PASSWORD }, SAME_PASSWORD);
  try {
    checkNewPassword(input.newPassword, found.user);
  } catch (err) {
    // The policy names the sign-up form's `password` field; here it is `newPassword`.
    if (err instanceof ValidationError && err.fields?.password)
      throw new ValidationError({ newPassword: err.fields.password }, err.message);
    throw err;
  }
  return { checkedHash: found.passwordHash, newHash: await hashPassword(input.newPassword) };
}

/**
 * Changes the signed-in user's password (prepared by prepareChangePassword). Every other session
 * of the user ends (a thief signed in elsewhere is out); `currentSessionId` stays signed in. A
 * password changed by another request since it was checked is refused (409), never overwritten.
 */
export async function changePassword(
  { db }: DbDeps,
  userId: number,
  currentSessionId: string | undefined,
  prepared: PreparedPasswordChange,
): Promise<void> {
  const found = await findCredentials({ db }, { id: userId });
  if (!found) throw new UnauthenticatedError();
  if (found.passwordHash !== prepared.checkedHash)
    throw new ConflictError(
      'Your password was changed meanwhile: sign in again and retry',
      ErrorCodes.CONFLICT,
    );
  await setPasswordHash({ db }, userId, prepared.newHash);
  // Links asked for with the old password (a reset, a change of address) stop working.
  await voidAccountTokens(db, userId, ['password_reset', 'change_email']);
  await deleteSessionsOfUser(db, userId, currentSessionId);
}

/** Sign out everywhere: every session of the user ends, the caller's own included. */
export async function logoutEverywhere({ db }: DbDeps, userId: number): Promise<void> {
  await deleteSessionsOfUser(db, userId);
}
