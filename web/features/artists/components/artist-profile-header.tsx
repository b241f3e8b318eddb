import { BadgeCheck, Brush, LayoutGrid } from 'lucide-react';
import type { Artist } from '@contract/artist';
import { ArtImage } from '@/components/ui/art-image';
import { defaultArtistImage } from '@/components/ui/art-image-sources';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import type { AvatarSource } from '@/features/artists/artist-avatar';
import { socialLinks, specialtyLabels } from '@/features/artists/artist-profile-fields';
import { LazyContactMenu } from './lazy-contact-menu';
import { SocialLinks } from './social-links';

export interface ArtistProfileHeaderProps {
  artist: Artist;
  avatar: AvatarSource;
  /** Approved artworks on show. */
  artworkCount: number;
  /** Signed in and not this artist's own user (spec: only then 'Request Commission'). */
  canRequest: boolean;
  /** The artist looking at their own public profile. */
  isOwnProfile: boolean;
  onRequestCommission: () => void;
  /** 'Contact' → 'Write to …': a message to the artist; without it, the commission request form. */
  onMessage?: () => void;
}

/** Avatar, name (serif), 'Verified Artist', specialties or 'Various', links and the actions. */
export function ArtistProfileHeader(props: ArtistProfileHeaderProps) {
  const { artist, avatar, artworkCount, canRequest, isOwnProfile, onRequestCommission, onMessage } = props;
  const links = socialLinks(artist);
  const firstName = artist.firstName || artist.displayName;
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-start sm:gap-8">
      <ArtImage
        src={avatar.src}
        variants={avatar.variants}
        fallbackSrc={defaultArtistImage(artist.id)}
        alt={`Portrait of ${artist.displayName}`}
        aspectRatio={1}
        sizes="(min-width: 640px) 160px, 112px"
        priority
        className="size-28 shrink-0 rounded-full ring-1 ring-line sm:size-40"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-4xl font-medium text-ink sm:text-5xl">{artist.displayName}</h1>
          {artist.isVerified ? (
            <Badge tone="accent">
              <BadgeCheck aria-hidden />
              Verified Artist
            </Badge>
          ) : null}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="sr-only">Specialties:</span>
          <Brush aria-hidden className="size-4 text-muted" />
          {specialtyLabels(artist).map((name) => (
            <Badge key={name} tone="outline">
              {name}
            </Badge>
          ))}
        </div>
        <p className="mt-3 text-sm text-muted">
          <span className="font-semibold text-ink tabular-nums">{artworkCount}</span>{' '}
          {artworkCount === 1 ? 'artwork' : 'artworks'} available
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <a href="#portfolio" className={buttonStyles({ variant: canRequest ? 'secondary' : 'primary' })}>
            <LayoutGrid aria-hidden />
            View Portfolio
          </a>
          {canRequest ? <Button onClick={onRequestCommission}>Request Commission</Button> : null}
          {isOwnProfile ? null : (
            <LazyContactMenu
              firstName={firstName}
              links={links}
              onMessage={canRequest ? (onMessage ?? onRequestCommission) : undefined}
            />
          )}
          <SocialLinks links={links} artistName={artist.displayName} />
        </div>
      </div>
    </header>
  );
}
