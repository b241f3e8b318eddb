import type { Knex } from 'knex';
import type { ApprovalStatus, Role } from '../../../contract/enums';
import type {
  ArtistUser,
  ArtistUserCounts,
  ArtistUserListQuery,
  PublicUser,
  User,
} from '../../../contract/user';
import { pageSize } from '../../../contract/paging';
import { pageOf, type Page, type SortSpec } from '../../lib/keyset';
import { iso } from '../../lib/dates';
import { wherePublicArtist } from '../../visibility/public-visibility';

/** A `users` row. Only the `findCredentials*` functions let the password hash out of this file. */
interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  username: string;
  role: Role;
  created_at: Date;
  email_verified_at: Date | null;
}

/** The columns every mapper reads: never the password hash. */
const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'username',
  'role',
  'created_at',
  'email_verified_at',
] as const;
type UserFields = Pick<UserRow, (typeof USER_COLUMNS)[number]>;

interface ArtistUserRow extends UserFields {
  artist_id: number | null;
  approval_status: ApprovalStatus | null;
}

function toUser(row: UserFields): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    role: row.role,
    createdAt: iso(row.created_at)!,
    emailVerified: row.email_verified_at !== null,
  };
}

/** What anyone may see of a user: everything but the email and its state. */
export function toPublicUser(user: User): PublicUser {
  const { email: _email, emailVerified: _verified, ...rest } = user;
  return rest;
}

/** A bus_admin user with its live profile, if any; `artistId`/`approvalStatus` are absent without one. */
function toArtistUser(row: ArtistUserRow): Omit<ArtistUser, 'profileImageUrl'> {
  const { id, emailVerified: _verified, ...user } = toUser(row);
  return {
    userId: id,
    ...user,
    ...(row.artist_id !== null ? { artistId: row.artist_id } : {}),
    ...(row.approval_status !== null ? { approvalStatus: row.approval_status } : {}),
  };
}

export async function findUserById(db: Knex, id: number): Promise<User | null> {
  const row = (await db('users')
    .where({ id })
    .first(...USER_COLUMNS)) as UserFields | undefined;
  return row ? toUser(row) : null;
}

export async function findPublicUser(db: Knex, id: number): Promise<PublicUser | null> {
  const user = await findUserById(db, id);
  return user ? toPublicUser(user) : null;
}

/** The user behind an approved, live artist profile, or null. */
export async function findPublicArtistUser(db: Knex, id: number): Promise<PublicUser | null> {
  const live = await db('artists as a').where('a.user_id', id).modify(wherePublicArtist, 'a').first('a.id');
  return live ? findPublicUser(db, id) : null;
}

/** Every artist account (role bus_admin), newest first, with its live profile when it has one. */
/** Artist users, recent first (indexed by migration 20261123000100). */
export const ARTIST_USER_SORT: SortSpec = {
  name: 'recent',
  keys: [
    { sql: 'u.created_at', dir: 'desc', type: 'timestamptz' },
    { sql: 'u.id', dir: 'desc', type: 'integer' },
  ],
};

/** Joins an account (`u`) to its live (not deleted) artist profile (`a`), if it has one. */
function onLiveProfile(this: Knex.JoinClause): void {
  this.on('a.user_id', '=', 'u.id').andOnNull('a.deleted_at');
}

/** One keyset page of bus_admin users with their live profile, if any. */
export async function listArtistUsers(
  db: Knex,
  query: ArtistUserListQuery,
): Promise<Page<Omit<ArtistUser, 'profileImageUrl'>>> {
  const accounts = db('users as u').where('u.role', 'bus_admin');
  if (query.status) {
    const liveProfile = db('artists as p')
      .whereRaw('p.user_id = u.id')
      .whereNull('p.deleted_at')
      .select(db.raw('1'));
    if (query.status === 'missing') accounts.whereNotExists(liveProfile);
    else
      accounts.whereExists(
        liveProfile.whereRaw("coalesce(p.approval_status, 'pending') = ?", [query.status]),
      );
  }
  return pageOf<ArtistUserRow, Omit<ArtistUser, 'profileImageUrl'>>(
    db,
    accounts,
    (page) =>
      page
        .leftJoin('artists as a', onLiveProfile)
        .select(...USER_COLUMNS.map((c) => `u.${c}`), 'a.id as artist_id', 'a.approval_status'),
    { sort: ARTIST_USER_SORT, limit: pageSize(query.limit), cursor: query.cursor, offset: query.offset },
    (rows) => rows.map(toArtistUser),
  );
}

/**
 * Every bus_admin account by the state of its live profile (none: missing; an unset status counts
 * as pending, as the admin screens show it). One pass over the artist accounts.
 */
export async function countArtistUsers(db: Knex): Promise<ArtistUserCounts> {
  const row = (await db('users as u')
    .leftJoin('artists as a', onLiveProfile)
    .where('u.role', 'bus_admin')
    .first(
      db.raw('count(*)::int AS total'),
      db.raw("count(*) FILTER (WHERE a.approval_status = 'approved')::int AS approved"),
      db.raw(
        "count(*) FILTER (WHERE a.id IS NOT NULL AND coalesce(a.approval_status, 'pending') = 'pending')::int AS pending",
      ),
      db.raw("count(*) FILTER (WHERE a.approval_status = 'rejected')::int AS rejected"),
      db.raw('count(*) FILTER (WHERE a.id IS NULL)::int AS missing'),
    )) as ArtistUserCounts | undefined;
  return row ?? { total: 0, approved: 0, pending: 0, rejected: 0, missing: 0 };
}

// Credentials: the queries sign-up and sign-in need (auth.service).

/** For login only: one of the two places the password hash leaves the database. */
export async function findCredentialsByEmail(
  db: Knex,
  email: string,
): Promise<{ user: User; passwordHash: string } | null> {
  const row = await db<UserRow>('users').whereRaw('lower(email) = lower(?)', [email.trim()]).first();
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

/** Which of the two a new account would clash with (both compared case-insensitively). */
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

/** For a password change: the signed-in user's own hash, to check the current password. */
export async function findCredentialsById(
  db: Knex,
  id: number,
): Promise<{ user: User; passwordHash: string } | null> {
  const row = await db<UserRow>('users').where({ id }).first();
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

export async function updatePasswordHash(db: Knex, id: number, passwordHash: string): Promise<void> {
  await db('users').where({ id }).update({ password_hash: passwordHash });
}

export async function insertUser(db: Knex, user: NewUser): Promise<User> {
  const [row] = (await db('users')
    .insert({
      email: user.email,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      role: user.role,
    })
    .returning(USER_COLUMNS)) as UserFields[];
  return toUser(row!);
}

/** The owner proved the address is theirs (a confirmation or reset link reached it). */
export async function markEmailVerified(db: Knex, id: number): Promise<void> {
  await db('users').where({ id }).whereNull('email_verified_at').update({ email_verified_at: db.fn.now() });
}

/** A new address, confirmed through the link sent to it. */
export async function updateEmail(db: Knex, id: number, email: string): Promise<void> {
  await db('users').where({ id }).update({ email, email_verified_at: db.fn.now(), updated_at: db.fn.now() });
}

/** Whether another account has this address (compared case-insensitively). */
export async function emailTakenByOther(db: Knex, email: string, userId: number): Promise<boolean> {
  const row = await db('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .whereNot({ id: userId })
    .first('id');
  return !!row;
}
