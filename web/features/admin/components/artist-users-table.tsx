import { Eye } from 'lucide-react';
import type { ArtistUser } from '@contract/user';
import { Button } from '@/components/ui/button';
import { formatDate, roleLabel } from '@/lib/format';
import { artistAction, fullName, profileStatus } from '@/features/admin/artist-status';
import { DecisionButton } from './decision-button';
import { ResponsiveTable, type Column } from './responsive-table';
import { StatusBadge } from './status-badge';
import { UserAvatar } from './user-avatar';

export interface ArtistUsersTableProps {
  users: readonly ArtistUser[];
  onDetails: (user: ArtistUser) => void;
  onDecide: (user: ArtistUser, approved: boolean) => void;
  /** The account whose change is being sent, if any: every approval button waits meanwhile. */
  pendingArtistId: number | null;
}

/** The admin artist table: User, Contact, Role, Profile Status, Joined, Actions. */
export function ArtistUsersTable({ users, onDetails, onDecide, pendingArtistId }: ArtistUsersTableProps) {
  const columns: Column<ArtistUser>[] = [
    {
      header: 'User',
      role: 'title',
      cell: (user) => (
        <div className="flex items-center gap-3">
          <UserAvatar src={user.profileImageUrl} seed={user.artistId ?? user.userId} />
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">{fullName(user)}</p>
            <p className="truncate text-sm text-muted">@{user.username}</p>
          </div>
        </div>
      ),
    },
    {
      header: 'Contact',
      cell: (user) => (
        <a
          href={`mailto:${user.email}`}
          className="break-all text-ink underline-offset-4 hover:text-accent hover:underline"
        >
          {user.email}
        </a>
      ),
    },
    { header: 'Role', cell: (user) => roleLabel(user.role) },
    { header: 'Profile Status', cell: (user) => <StatusBadge status={profileStatus(user)} /> },
    {
      header: 'Joined',
      className: 'whitespace-nowrap',
      cell: (user) => formatDate(user.createdAt) ?? 'Unknown',
    },
    {
      header: 'Actions',
      role: 'actions',
      hideHeader: true,
      cell: (user) => (
        <RowActions user={user} onDetails={onDetails} onDecide={onDecide} pendingArtistId={pendingArtistId} />
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption="Artist accounts"
      columns={columns}
      rows={users}
      rowKey={(user) => user.userId}
    />
  );
}

function RowActions({
  user,
  onDetails,
  onDecide,
  pendingArtistId,
}: { user: ArtistUser } & Omit<ArtistUsersTableProps, 'users'>) {
  const action = artistAction(user);
  const name = fullName(user);
  return (
    <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap lg:justify-end">
      <Button
        variant="ghost"
        disabled={user.artistId === undefined}
        onClick={() => onDetails(user)}
        className="lg:min-h-9 lg:px-3.5"
      >
        <Eye aria-hidden />
        Details
        <span className="sr-only"> for {name}</span>
      </Button>
      {action === 'profile-needed' ? (
        <span className="inline-flex min-h-11 items-center px-2 text-sm text-muted lg:min-h-9">
          Profile Needed
        </span>
      ) : (
        <DecisionButton
          decision={action}
          subject={name}
          onClick={() => onDecide(user, action === 'approve')}
          busy={pendingArtistId !== null && pendingArtistId === user.artistId}
          disabled={pendingArtistId !== null}
        />
      )}
    </div>
  );
}
