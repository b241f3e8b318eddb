import { useState } from 'react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { Artwork, StockItem } from '@contract/artwork';
import { LoadError, PageContainer } from '@/components/layout/page';
import { isApiError } from '@/lib/api-client';
import { formatPrice, truncate } from '@/lib/format';
import { artistQueryOptions } from '@/api/artists';
import { artworkQueryOptions } from '@/api/artworks';
import { useCurrentUser } from '@/api/auth';
import { ArtworkGallery } from '@/features/artworks/components/artwork-gallery';
import { ArtworkAbout, ArtworkTitle } from '@/features/artworks/components/artwork-info';
import { ArtistSummaryCard } from '@/features/artworks/components/artist-summary-card';
import { ArtworkDetailSkeleton, ArtworkNotFound } from '@/features/artworks/components/artwork-detail-states';
import { CommissionRequestDialog } from '@/features/commission-requests/components/commission-request-dialog';
import { podProductsQueryOptions } from '@/api/pod';
import { stockQueryOptions } from '@/api/stock';
import { printLabel } from '@/features/orders/buy-options';
import { AvailableOptions } from '@/features/orders/components/available-options';
import { idParam } from './-components/id-param';

export const Route = createFileRoute('/artwork/$id')({
  params: idParam,
  loader: ({ context: { queryClient }, params: { id } }) => {
    // Warm the cache without blocking: the page shows its own loading and not-found states.
    void queryClient.prefetchQuery(artworkQueryOptions(id));
    void queryClient.prefetchQuery(stockQueryOptions(id));
    void queryClient.prefetchQuery(podProductsQueryOptions(id));
  },
  component: ArtworkDetailPage,
});

function ArtworkDetailPage() {
  const { id } = Route.useParams();
  const query = useQuery(artworkQueryOptions(id));
  if (query.data) return <ArtworkDetail key={query.data.id} artwork={query.data} />;
  if (query.isPending) return <ArtworkDetailSkeleton />;
  if (isApiError(query.error) && query.error.status === 404) return <ArtworkNotFound />;
  return (
    <PageContainer className="py-12">
      <LoadError what="this artwork" onRetry={() => void query.refetch()} />
    </PageContainer>
  );
}

interface MessageDraft {
  title: string;
  description: string;
}

/** A stock print is sold by the artist directly: the request text asks them about it. */
function printEnquiry(artwork: Artwork, print: StockItem, quantity: number): MessageDraft {
  const size = printLabel(print);
  const copies = quantity === 1 ? 'a print' : `${quantity} prints`;
  return {
    title: truncate(`Print of "${artwork.title}" (${size})`, 200),
    description: `Hello! I would like to order ${copies} of "${artwork.title}" in ${size} (${formatPrice(print.price)} each). How can I get ${quantity === 1 ? 'it' : 'them'}?`,
  };
}

function ArtworkDetail({ artwork }: { artwork: Artwork }) {
  const { data: user } = useCurrentUser();
  const artist = useQuery(artistQueryOptions(artwork.artistId));
  const [draft, setDraft] = useState<MessageDraft | null>(null);
  // A profile that is no longer public (404) or failed to load: the card falls back gracefully.
  const artistData = artist.data ?? (artist.isError ? null : undefined);
  const isOwnArtwork = !!user && !!artist.data && artist.data.userId === user.id;
  const artistName = artist.data?.displayName || artwork.artistName;

  return (
    <PageContainer className="pt-6 pb-28 lg:pb-16">
      <Link
        to="/artworks"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Gallery
      </Link>
      <div className="mt-4 grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-7">
          <div className="lg:sticky lg:top-24">
            <ArtworkGallery artwork={artwork} />
          </div>
        </div>
        <div className="space-y-8 lg:col-span-5">
          <ArtworkTitle artwork={artwork} />
          <AvailableOptions
            artwork={artwork}
            signedIn={user === undefined ? undefined : user !== null}
            isOwnArtwork={isOwnArtwork}
            onContactArtist={
              artist.data ? (print, quantity) => setDraft(printEnquiry(artwork, print, quantity)) : undefined
            }
          />
          <ArtistSummaryCard artistId={artwork.artistId} artist={artistData} />
          <ArtworkAbout artwork={artwork} />
        </div>
      </div>
      {artist.data ? (
        <CommissionRequestDialog
          open={draft !== null}
          onClose={() => setDraft(null)}
          artistId={artwork.artistId}
          artistName={artistName}
          initialValues={draft ?? undefined}
          heading="Ask About a Print"
        />
      ) : null}
    </PageContainer>
  );
}
