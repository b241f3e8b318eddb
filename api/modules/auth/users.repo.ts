import type { Knex } from 'knex';
import type { Role } from '../../../contract/enums';
import type { PublicUser, User } from '../../../contract/user';
import { iso } from '../../lib/dates';

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  username: string;
  role: Role;
  created_at: Date;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    role: row.role,
    createdAt: iso(row.created_at)!,
  };
}

export function toPublicUser(user: User): PublicUser {
  const { email: _email, ...rest } = user;
  return rest;
}

export async function findUserById(db: Knex, id: number): Promise<User | null> {
  const row = await db<UserRow>('users').where({ id }).first();
  return row ? toUser(row) : null;
}

/** For login only: the one place the password hash leaves the database. */
export async function findCredentialsByEmail(
  db: Knex,
  email: string,
): Promise<{ user: User; passwordHash: string } | null> {
  const row = await db<UserRow>('users').whereRaw('lower(email) = lower(?)', [email.trim()]).first();
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

export async function emailOrUsernameTaken(
  db: Knex,
  email: string,
  username: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db<UserRow>('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .orWhereRaw('lower(username) = lower(?)', [username])
    .select('email', 'username');
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  username: string;
  role: Role;
}

export async function insertUser(db: Knex, user: NewUser): Promise<User> {
  const [row] = await db<UserRow>('users')
    .insert({
      email: user.email,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      role: user.role,
    })
    .returning('*');
  return toUser(row as UserRow);
}
