import type { User } from '../../../contract/user';
import { ErrorCodes } from '../../../contract/errors';
import type { DbDeps } from '../../deps';
import { ConflictError } from '../../errors';
import * as repo from './users.repo';

// Accounts as the auth module signs them up, in and out: the users table is this module's; the
// password hash leaves it only through findCredentials (to be verified, never answered).

export type { NewUser } from './users.repo';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** The account, or null when there is none (deleted meanwhile). */
export function findAccount({ db }: DbDeps, id: number): Promise<User | null> {
  return repo.findUserById(db, id);
}

/** An account and its password hash, by address (case-insensitive) or id; null when none. */
export function findCredentials(
  { db }: DbDeps,
  by: { email: string } | { id: number },
): Promise<{ user: User; passwordHash: string } | null> {
  return 'email' in by ? repo.findCredentialsByEmail(db, by.email) : repo.findCredentialsById(db, by.id);
}

/** A new account; its address and username must be free (409 on the field that clashes). */
export async function createAccount({ db }: DbDeps, user: repo.NewUser): Promise<User> {
  const taken = await repo.emailOrUsernameTaken(db, user.email, user.username);
  if (taken.email)
    throw new ConflictError(EMAIL_TAKEN, ErrorCodes.DUPLICATE, {
      field: 'email',
      fields: { email: EMAIL_TAKEN },
    });
  if (taken.username)
    throw new ConflictError('This username is already taken', ErrorCodes.DUPLICATE, {
      field: 'username',
      fields: { username: 'This username is already taken' },
    });
  return repo.insertUser(db, user);
}

export function setPasswordHash({ db }: DbDeps, id: number, passwordHash: string): Promise<void> {
  return repo.updatePasswordHash(db, id, passwordHash);
}

/** The owner proved the address is theirs (a confirmation or reset link reached it). */
export function confirmEmail({ db }: DbDeps, id: number): Promise<void> {
  return repo.markEmailVerified(db, id);
}

/** Whether another account has this address (compared case-insensitively). */
export function emailTakenByOther({ db }: DbDeps, email: string, userId: number): Promise<boolean> {
  return repo.emailTakenByOther(db, email, userId);
}

/** A new address, confirmed through the link sent to it. */
export function changeEmail({ db }: DbDeps, id: number, email: string): Promise<void> {
  return repo.updateEmail(db, id, email);
}
