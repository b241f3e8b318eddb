import type { Knex } from 'knex';
import { checkNewPassword } from '../../auth/password-policy';
import { ErrorCodes } from '../../../contract/errors';
import type { LoginInput, RegisterInput, User } from '../../../contract/user';
import { ConflictError, HttpError } from '../../errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { emailOrUsernameTaken, findCredentialsByEmail, insertUser } from '../users/users.repo';

const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * The CPU-heavy half of registration, run before the write transaction opens: checks the password
 * policy and hashes the password (Argon2id).
 */
export async function hashNewPassword(input: RegisterInput): Promise<string> {
  checkNewPassword(input.password, input);
  return hashPassword(input.password);
}

/**
 * Creates an account with a password hashed beforehand (hashNewPassword). Only `user` and
 * `bus_admin` pass the contract schema. A bus_admin gets a pending artist profile right away: it
 * stays pending until an admin approves it.
 */
export async function register(db: Knex, input: RegisterInput, passwordHash: string): Promise<User> {
  const taken = await emailOrUsernameTaken(db, input.email, input.username);
  if (taken.email)
    throw new ConflictError('An account with this email already exists', ErrorCodes.DUPLICATE, {
      field: 'email',
      fields: { email: 'An account with this email already exists' },
    });
  if (taken.username)
    throw new ConflictError('This username is already taken', ErrorCodes.DUPLICATE, {
      field: 'username',
      fields: { username: 'This username is already taken' },
    });
  const user = await insertUser(db, { ...input, passwordHash });
  if (user.role === 'bus_admin') {
    await db('artists').insert({ user_id: user.id, approval_status: 'pending' });
  }
  return user;
}

/**
 * Checks a sign-in: one short read, then the Argon2 verification, with no transaction held (the
 * route runs it before its write transaction opens). Same 401 for an unknown email and a wrong
 * password.
 */
export async function checkCredentials(db: Knex, input: LoginInput): Promise<User> {
  const found = await findCredentialsByEmail(db, input.email);
  const ok = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!found || !ok) throw new HttpError(401, INVALID_CREDENTIALS, ErrorCodes.INVALID_CREDENTIALS);
  return found.user;
}
