import type { Knex } from 'knex';
import type { ApprovalStatus, Role } from '../../../contract/enums';
import type { ArtistUser, PublicUser } from '../../../contract/user';
import { iso } from '../../lib/dates';

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
export async function listArtistUsers(db: Knex): Promise<Array<Omit<ArtistUser, 'profileImageUrl'>>> {
  const rows = (await db('users as u')
    .leftJoin('artists as a', function joinLiveArtist() {
      this.on('a.user_id', '=', 'u.id').andOnNull('a.deleted_at');
    })
    .where('u.role', 'bus_admin')
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
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
    )) as ArtistUserRow[];
  return rows.map(toArtistUser);
}
