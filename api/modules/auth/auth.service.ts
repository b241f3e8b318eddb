import type { Knex } from 'knex';
import { checkNewPassword } from '../../auth/password-policy';
import { ErrorCodes } from '../../../contract/errors';
import type { LoginInput, RegisterInput, User } from '../../../contract/user';
import { ConflictError, HttpError } from '../../errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { emailOrUsernameTaken, findCredentialsByEmail, insertUser } from '../users/users.repo';

const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Creates an account. Only `user` and `bus_admin` pass the contract schema. A bus_admin gets a
 * pending artist profile right away: it stays pending until an admin approves it.
 */
export async function register(db: Knex, input: RegisterInput): Promise<User> {
  checkNewPassword(input.password, input);
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
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(db, { ...input, passwordHash });
  if (user.role === 'bus_admin') {
    await db('artists').insert({ user_id: user.id, approval_status: 'pending' });
  }
  return user;
}

/** Same 401 for an unknown email and a wrong password. */
export async function login(db: Knex, input: LoginInput): Promise<User> {
  const found = await findCredentialsByEmail(db, input.email);
  const ok = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!found || !ok) throw new HttpError(401, INVALID_CREDENTIALS, ErrorCodes.INVALID_CREDENTIALS);
  return found.user;
}
