import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { favouritesQueryOptions } from '@/api/follows';
import { ArtworkCard, ArtworkCardSkeleton } from '@/components/cards/artwork-card';
import { LoadError, Section } from '@/components/layout/page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { usePagedList } from '@/lib/paged';

/** The signed-in user's favourite artworks, most recently saved first; the heart removes one. */
export function FavouritesSection() {
  const paged = usePagedList(favouritesQueryOptions());
  const items = paged.list?.items;
  return (
    <Section title="Favourites" description="Artworks you saved with the heart.">
      {paged.isError ? (
        <LoadError what="your favourites" onRetry={() => void paged.refetch()} />
      ) : items === undefined ? (
        <div className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          <ArtworkCardSkeleton />
          <ArtworkCardSkeleton />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={Heart}
          title="No favourites yet"
          description={
            <>
              Tap the heart on an artwork you love to keep it here.{' '}
              <Link to="/artworks" className="font-medium text-accent hover:underline">
                Browse artworks
              </Link>
            </>
          }
        />
      ) : (
        <>
          <ul aria-label="Favourites" className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((artwork) => (
              <li key={artwork.id}>
                <ArtworkCard artwork={artwork} showStatus={false} favourite />
              </li>
            ))}
          </ul>
          <LoadMore more={paged.more} />
        </>
      )}
    </Section>
  );
}
