import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { BadgeCheck } from 'lucide-react';
import { CARD_BIO_MAX_CHARS } from '@contract/constants';
import type { Artist } from '@contract/artist';
import { ArtImage } from '@/components/ui/art-image';
import { defaultArtistImage } from '@/components/ui/art-image-sources';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { truncate } from '@/lib/format';

export interface ArtistCardProps {
  artist: Artist;
  sizes?: string;
  /** Load the portrait eagerly (first row above the fold). */
  priority?: boolean;
}

/** An artist tile linking to /artist/{id}: portrait, name, specialties, an 80-character bio, artwork count. */
function ArtistCardTile({
  artist,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  priority,
}: ArtistCardProps) {
  const specialties = artist.specialties.length ? artist.specialties.slice(0, 3) : ['Various'];
  const count = artist.artworkCount;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface transition-shadow hover:shadow-lift">
      <ArtImage
        src={artist.profileImageUrl ?? defaultArtistImage(artist.id)}
        variants={artist.profileImageVariants}
        fallbackSrc={defaultArtistImage(artist.id)}
        alt={`Portrait of ${artist.displayName}`}
        aspectRatio="4 / 3"
        sizes={sizes}
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-2">
          <h3 className="min-w-0 truncate text-xl font-medium text-ink">
            <Link
              to="/artist/$id"
              params={{ id: artist.id }}
              className="after:absolute after:inset-0 after:rounded-(--radius-card) focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
            >
              {artist.displayName}
            </Link>
          </h3>
          {artist.isVerified ? (
            <span className="inline-flex shrink-0 items-center text-accent" title="Verified Artist">
              <BadgeCheck aria-hidden className="size-5" />
              <span className="sr-only">Verified Artist</span>
            </span>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {specialties.map((name) => (
            <Badge key={name} tone="outline">
              {name}
            </Badge>
          ))}
        </div>
        <p className="mt-3 line-clamp-2 min-h-10 text-sm text-muted">
          {artist.bio ? truncate(artist.bio, CARD_BIO_MAX_CHARS) : "This artist hasn't added a bio yet."}
        </p>
        <p className="mt-auto pt-4 text-sm text-ink">
          <span className="font-semibold tabular-nums">{count}</span> {count === 1 ? 'artwork' : 'artworks'}{' '}
          available
        </p>
      </div>
    </article>
  );
}

/**
 * Memoised: a gallery renders again with each answer of the local store and each page it loads;
 * a card whose record and options are the same is skipped (issue 21, point 4: TBT).
 */
export const ArtistCard = memo(ArtistCardTile);

export function ArtistCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-(--radius-card) border border-line bg-surface">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
