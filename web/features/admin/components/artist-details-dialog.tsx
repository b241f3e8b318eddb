import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, ExternalLink } from 'lucide-react';
import type { Artist } from '@contract/artist';
import type { ArtistUser } from '@contract/user';
import { LoadError } from '@/components/layout/page';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { QueryView } from '@/components/ui/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { useArtist } from '@/api/artists';
import { NOT_SPECIFIED } from '@/features/admin/artwork-review';
import { fullName } from '@/features/admin/artist-status';
import { displayUrl, externalUrl } from '@/features/admin/external-link';
import { ReviewHistory } from '@/components/moderation/review-history';
import { StatusBadge } from './status-badge';
import { UserAvatar } from './user-avatar';

export interface ArtistDetailsDialogProps {
  /** The account whose profile is shown (kept while the dialog animates closed). */
  user: ArtistUser | null;
  open: boolean;
  onClose: () => void;
}

/** Avatar, display name, email, biography, specialties and links of one artist profile. */
export function ArtistDetailsDialog({ user, open, onClose }: ArtistDetailsDialogProps) {
  return (
    <Dialog
      open={open && user?.artistId !== undefined}
      onClose={onClose}
      title={user ? fullName(user) : 'Artist details'}
      description="Artist profile details"
      className="sm:max-w-xl"
    >
      {user?.artistId !== undefined ? <ArtistDetails user={user} artistId={user.artistId} /> : null}
    </Dialog>
  );
}

function ArtistDetails({ user, artistId }: { user: ArtistUser; artistId: number }) {
  const query = useArtist(artistId);
  return (
    <QueryView
      query={query}
      pending={<DetailsSkeleton />}
      error={<LoadError what="this artist profile" onRetry={() => void query.refetch()} />}
    >
      {(artist) => <ArtistProfileView artist={artist} email={artist.email ?? user.email} />}
    </QueryView>
  );
}

function ArtistProfileView({ artist, email }: { artist: Artist; email: string }) {
  const links: Array<{ label: string; value: string | null | undefined; network?: 'instagram' | 'twitter' }> =
    [
      { label: 'Website', value: artist.website || artist.socialLinks.website || artist.portfolioUrl },
      { label: 'Instagram', value: artist.socialLinks.instagram, network: 'instagram' },
      { label: 'Twitter', value: artist.socialLinks.twitter, network: 'twitter' },
    ];
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4">
        <UserAvatar
          src={artist.profileImageUrl}
          variants={artist.profileImageVariants}
          seed={artist.id}
          alt={`Portrait of ${artist.displayName}`}
          className="size-20"
          sizes="80px"
        />
        <div className="min-w-0 space-y-1">
          <p className="flex items-center gap-1.5 font-display text-xl text-ink">
            <span className="truncate">{artist.displayName}</span>
            {artist.isVerified ? (
              <BadgeCheck aria-label="Verified Artist" className="size-5 shrink-0 text-accent" />
            ) : null}
          </p>
          <a
            href={`mailto:${email}`}
            className="block truncate text-sm text-muted hover:text-accent hover:underline"
          >
            {email}
          </a>
          <StatusBadge status={artist.approvalStatus} />
        </div>
      </div>
      <dl className="space-y-4 text-sm">
        <Item label="Biography">
          <p className="whitespace-pre-line">{artist.bio?.trim() || NOT_SPECIFIED}</p>
        </Item>
        <Item label="Specialties">
          {artist.specialties.length ? (
            <div className="flex flex-wrap gap-1.5">
              {artist.specialties.map((name) => (
                <Badge key={name} tone="outline">
                  {name}
                </Badge>
              ))}
            </div>
          ) : (
            NOT_SPECIFIED
          )}
        </Item>
        {links.map(({ label, value, network }) => (
          <Item key={label} label={label}>
            <LinkValue value={value} network={network} />
          </Item>
        ))}
      </dl>
      <ReviewHistory subject="artist" id={artist.id} />
      <Link
        to="/artist/$id"
        params={{ id: artist.id }}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-accent hover:underline"
      >
        Open public profile
      </Link>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[7rem_1fr] sm:gap-4">
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  );
}

function LinkValue({
  value,
  network,
}: {
  value: string | null | undefined;
  network?: 'instagram' | 'twitter';
}) {
  if (!value?.trim()) return <>{NOT_SPECIFIED}</>;
  const href = externalUrl(value, network);
  if (!href) return <span className="break-all">{value}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 break-all text-accent underline-offset-4 hover:underline"
    >
      {displayUrl(href)}
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function DetailsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading artist profile" className="space-y-5">
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-56" />
        </div>
      </div>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
