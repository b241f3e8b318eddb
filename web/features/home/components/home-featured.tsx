import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Brush, Image as ImageIcon, Users } from 'lucide-react';
import { FEATURED_LIMITS } from '@contract/constants';
import { LoadError, PageContainer, Section } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { ArtistCard, ArtistCardSkeleton } from '@/components/cards/artist-card';
import { ArtworkCard, ArtworkCardSkeleton } from '@/components/cards/artwork-card';
import { CommissionCard, CommissionCardSkeleton } from '@/components/cards/commission-card';
import {
  featuredArtistsQuery,
  latestArtworksQuery,
  showcaseCommissionsQuery,
} from '@/features/home/home-queries';

const threeColumns = 'grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3';
const twoColumns = 'grid gap-6 lg:grid-cols-2';

function repeat(count: number, render: (i: number) => ReactNode) {
  return Array.from({ length: count }, (_, i) => render(i));
}

export function HomeFeatured() {
  return (
    <PageContainer className="space-y-16">
      <LatestArtworks />
      <FeaturedArtists />
      <ShowcaseCommissions />
      <JoinBanner />
    </PageContainer>
  );
}

function LatestArtworks() {
  const query = useQuery(latestArtworksQuery());
  return (
    <Section title="Latest artworks" description="Fresh from the studio, newly approved." viewAll="/artworks">
      <QueryView
        query={query}
        pending={
          <div className={threeColumns}>
            {repeat(FEATURED_LIMITS.artworks, (i) => (
              <ArtworkCardSkeleton key={i} />
            ))}
          </div>
        }
        error={<LoadError what="the latest artworks" onRetry={() => void query.refetch()} />}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              icon={ImageIcon}
              title="No artworks yet"
              description="New work appears here as soon as it is approved."
            />
          ) : (
            <div className={threeColumns}>
              {items.map((artwork) => (
                <ArtworkCard key={artwork.id} artwork={artwork} showStatus={false} favourite />
              ))}
            </div>
          )
        }
      </QueryView>
    </Section>
  );
}

function FeaturedArtists() {
  const query = useQuery(featuredArtistsQuery());
  return (
    <Section title="Featured artists" description="Meet the people behind the work." viewAll="/artists">
      <QueryView
        query={query}
        pending={
          <div className={threeColumns}>
            {repeat(FEATURED_LIMITS.artists, (i) => (
              <ArtistCardSkeleton key={i} />
            ))}
          </div>
        }
        error={<LoadError what="the featured artists" onRetry={() => void query.refetch()} />}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              icon={Users}
              title="No artists found"
              description="Be the first to show your work here."
            />
          ) : (
            <div className={threeColumns}>
              {items.map((artist) => (
                <ArtistCard key={artist.id} artist={artist} />
              ))}
            </div>
          )
        }
      </QueryView>
    </Section>
  );
}

function ShowcaseCommissions() {
  const query = useQuery(showcaseCommissionsQuery());
  return (
    <Section title="Commissioned work" description="Pieces our artists made to order." viewAll="/commissions">
      <QueryView
        query={query}
        pending={
          <div className={twoColumns}>
            {repeat(FEATURED_LIMITS.commissions, (i) => (
              <CommissionCardSkeleton key={i} />
            ))}
          </div>
        }
        error={<LoadError what="the commission showcase" onRetry={() => void query.refetch()} />}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              icon={Brush}
              title="No commissions found"
              description="Finished commissions will be showcased here."
            />
          ) : (
            <div className={twoColumns}>
              {items.map((commission) => (
                <CommissionCard key={commission.id} commission={commission} />
              ))}
            </div>
          )
        }
      </QueryView>
    </Section>
  );
}

function JoinBanner() {
  return (
    <section className="rounded-[1.25rem] bg-ink px-6 py-12 text-canvas sm:px-12">
      <div className="max-w-2xl">
        <h2 className="text-3xl font-medium sm:text-4xl">Are you an artist?</h2>
        <p className="mt-3 text-canvas/80">
          Open your studio on Atelier: show your portfolio, sell originals and prints, and take commissions
          from collectors who love your work.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/register" size="lg">
            Register as an artist
          </ButtonLink>
          <Link
            to="/about"
            className="inline-flex min-h-12 items-center rounded-full px-5 font-medium text-canvas underline-offset-4 hover:underline"
          >
            How it works
          </Link>
        </div>
      </div>
    </section>
  );
}
