import type { Knex } from 'knex';
import type { ApprovalStatus, Role } from '../../../contract/enums';
import type { ArtistUser, ArtistUserListQuery, PublicUser } from '../../../contract/user';
import { pageSize } from '../../../contract/paging';
import { pageOf, type Page, type SortSpec } from '../../lib/keyset';
import { iso } from '../../lib/http';

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  username: string;
  role: Role;
  created_at: Date;
}

interface ArtistUserRow extends UserRow {
  artist_id: number | null;
  approval_status: ApprovalStatus | null;
}

function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    role: row.role,
    createdAt: iso(row.created_at)!,
  };
}

/** A bus_admin user with its live profile, if any; `artistId`/`approvalStatus` are absent without one. */
function toArtistUser(row: ArtistUserRow): Omit<ArtistUser, 'profileImageUrl'> {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    role: row.role,
    createdAt: iso(row.created_at)!,
    ...(row.artist_id !== null ? { artistId: row.artist_id } : {}),
    ...(row.approval_status !== null ? { approvalStatus: row.approval_status } : {}),
  };
}

export async function findPublicUser(db: Knex, id: number): Promise<PublicUser | null> {
  const row = (await db('users')
    .where({ id })
    .first('id', 'first_name', 'last_name', 'username', 'role', 'created_at')) as UserRow | undefined;
  return row ? toPublicUser(row) : null;
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

/** One keyset page of bus_admin users with their live profile, if any. */
export async function listArtistUsers(
  db: Knex,
  query: ArtistUserListQuery,
): Promise<Page<Omit<ArtistUser, 'profileImageUrl'>>> {
  return pageOf<ArtistUserRow, Omit<ArtistUser, 'profileImageUrl'>>(
    db,
    db('users as u').where('u.role', 'bus_admin'),
    (page) =>
      page
        .leftJoin('artists as a', function joinLiveArtist() {
          this.on('a.user_id', '=', 'u.id').andOnNull('a.deleted_at');
        })
        .select(
          'u.id',
          'u.email',
          'u.first_name',
          'u.last_name',
          'u.username',
          'u.role',
          'u.created_at',
          'a.id as artist_id',
          'a.approval_status',
        ),
    { sort: ARTIST_USER_SORT, limit: pageSize(query.limit), cursor: query.cursor, offset: query.offset },
    (rows) => rows.map(toArtistUser),
  );
}
