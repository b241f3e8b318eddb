import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { followingQueryOptions } from '@/api/follows';
import { ArtistCard, ArtistCardSkeleton } from '@/components/cards/artist-card';
import { LoadError, Section } from '@/components/layout/page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { usePagedList } from '@/lib/paged';

/** The artists the signed-in user follows, most recently followed first. */
export function FollowingSection() {
  const paged = usePagedList(followingQueryOptions());
  const items = paged.list?.items;
  return (
    <Section title="Following" description="Artists whose new artworks you hear about first.">
      {paged.isError ? (
        <LoadError what="the artists you follow" onRetry={() => void paged.refetch()} />
      ) : items === undefined ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <ArtistCardSkeleton />
          <ArtistCardSkeleton />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={UserPlus}
          title="You don't follow anyone yet"
          description={
            <>
              Follow an artist from their profile to hear when they publish a new artwork.{' '}
              <Link to="/artists" className="font-medium text-accent hover:underline">
                Discover artists
              </Link>
            </>
          }
        />
      ) : (
        <>
          <ul aria-label="Following" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((artist) => (
              <li key={artist.id}>
                <ArtistCard artist={artist} />
              </li>
            ))}
          </ul>
          <LoadMore more={paged.more} />
        </>
      )}
    </Section>
  );
}
