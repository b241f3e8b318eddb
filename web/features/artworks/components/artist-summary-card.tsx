import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { Artist } from '@contract/artist';
import { ArtImage } from '@/components/ui/art-image';
import { defaultArtistImage } from '@/components/ui/art-image-sources';
import { Skeleton } from '@/components/ui/skeleton';
import { artistCardName } from '@/features/artworks/artist-card-name';

export interface ArtistSummaryCardProps {
  artistId: number;
  /** Undefined while loading; null when it could not be loaded (e.g. a profile no longer public). */
  artist: Artist | null | undefined;
}

/** The artist card linking to /artist/{artistId}: first name, else username, else 'Artist Profile', plus the bio. */
export function ArtistSummaryCard({ artistId, artist }: ArtistSummaryCardProps) {
  if (artist === undefined) return <ArtistSummarySkeleton />;
  const name = artistCardName(artist);
  return (
    <div className="group relative flex items-start gap-4 rounded-(--radius-card) border border-line bg-surface p-4 transition-shadow hover:shadow-lift sm:p-5">
      <ArtImage
        src={artist?.profileImageUrl ?? defaultArtistImage(artistId)}
        variants={artist?.profileImageVariants}
        fallbackSrc={defaultArtistImage(artistId)}
        alt=""
        aspectRatio={1}
        sizes="64px"
        className="size-16 shrink-0 rounded-full"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">The artist</p>
        <h2 className="mt-0.5 text-xl font-medium text-ink">
          <Link
            to="/artist/$id"
            params={{ id: artistId }}
            className="after:absolute after:inset-0 after:rounded-(--radius-card) focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
          >
            {name}
          </Link>
        </h2>
        {artist?.bio ? <p className="mt-1 line-clamp-3 text-sm text-muted">{artist.bio}</p> : null}
        <p className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-accent">
          View profile
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </p>
      </div>
    </div>
  );
}

function ArtistSummarySkeleton() {
  return (
    <div aria-hidden className="flex items-start gap-4 rounded-(--radius-card) border border-line p-5">
      <Skeleton className="size-16 shrink-0 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
