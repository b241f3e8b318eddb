import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Image as ImageIcon } from 'lucide-react';
import type { Artist } from '@contract/artist';
import type { CommissionService } from '@contract/commission-service';
import { ArtworkCard, ArtworkCardSkeleton } from '@/components/cards/artwork-card';
import { LoadError, PageContainer, Section } from '@/components/layout/page';
import { SaveForOfflineButton } from '@/components/offline/save-for-offline-button';
import { FollowButton } from '@/components/social/follow-button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api-client';
import { useArtistImages } from '@/api/artist-images';
import { usePagedList } from '@/lib/paged';
import { LoadMore } from '@/components/ui/load-more';
import { useCurrentUser } from '@/api/auth';
import { artistQueryOptions } from '@/api/artists';
import { fetchWholePortfolio } from '@/api/artworks';
import { chooseArtistAvatar } from '@/features/artists/artist-avatar';
import { canRequestCommission } from '@/features/artists/artist-profile-fields';
import { portfolioQuery } from '@/features/artists/artist-queries';
import { ArtistServices } from '@/components/commission-services/artist-services';
import { ArtistReviews } from '@/components/reviews/artist-reviews';
import { ArtistAbout } from './artist-about';
import { ArtistProfileHeader } from './artist-profile-header';
import { ArtistNotFound, ArtistProfileSkeleton } from './artist-profile-states';

/** The commission request dialog, handed in by the route (it belongs to the commission-requests feature). */
export type RequestDialogSlot = (props: {
  open: boolean;
  onClose: () => void;
  artistId: number;
  artistName: string;
  /** The commission service the request starts from (prefilled); absent for a free-form request. */
  service?: CommissionService | null;
}) => ReactNode;

/** `/artist/$id`: the public profile, its portfolio and (for a collector) a commission request. */
export function ArtistProfilePage({
  id,
  requestDialog,
  messageDialog,
}: {
  id: number;
  requestDialog: RequestDialogSlot;
  /** 'Contact' → 'Write to …': a message to the artist (the commission-requests feature's dialog). */
  messageDialog?: RequestDialogSlot;
}) {
  const query = useQuery(artistQueryOptions(id));
  if (query.data)
    return (
      <ArtistProfile
        key={query.data.id}
        artist={query.data}
        requestDialog={requestDialog}
        messageDialog={messageDialog}
      />
    );
  if (query.isPending) return <ArtistProfileSkeleton grid={<PortfolioSkeleton />} />;
  if (isApiError(query.error) && query.error.status === 404) return <ArtistNotFound />;
  return (
    <PageContainer className="py-12">
      <LoadError what="this artist" onRetry={() => void query.refetch()} />
    </PageContainer>
  );
}

function ArtistProfile({
  artist,
  requestDialog,
  messageDialog,
}: {
  artist: Artist;
  requestDialog: RequestDialogSlot;
  messageDialog?: RequestDialogSlot;
}) {
  const { data: user } = useCurrentUser();
  const paged = usePagedList(portfolioQuery(artist.id));
  const artworks = { data: paged.list, isPending: paged.isPending, refetch: paged.refetch };
  // The images are only needed when there is no profile image to show.
  const images = useArtistImages(artist.id, !artist.profileImageUrl);
  const [requesting, setRequesting] = useState(false);
  const [service, setService] = useState<CommissionService | null>(null);
  const [messaging, setMessaging] = useState(false);
  const canRequest = canRequestCommission(user, artist);

  return (
    <PageContainer className="pt-6 pb-16">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/artists"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to Artists
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          {user && user.id === artist.userId ? null : (
            <FollowButton artistId={artist.id} artistName={artist.displayName} />
          )}
          <SaveForOfflineButton
            target={{ entity: 'artist', artist, loadArtworks: () => fetchWholePortfolio(artist.id) }}
          />
        </div>
      </div>
      <div className="mt-6 space-y-12">
        <ArtistProfileHeader
          artist={artist}
          avatar={chooseArtistAvatar(artist, images.data)}
          artworkCount={artworks.data?.total ?? artist.artworkCount}
          canRequest={canRequest}
          isOwnProfile={!!user && user.id === artist.userId}
          onRequestCommission={() => {
            setService(null);
            setRequesting(true);
          }}
          onMessage={messageDialog ? () => setMessaging(true) : undefined}
        />
        <ArtistAbout artist={artist} />
        <ArtistServices
          artistId={artist.id}
          artistName={artist.displayName}
          onRequest={
            canRequest
              ? (chosen) => {
                  setService(chosen);
                  setRequesting(true);
                }
              : undefined
          }
        />
        <div id="portfolio" className="scroll-mt-24">
          <Section title="Portfolio" description={`Available artworks by ${artist.displayName}`}>
            <QueryView
              query={artworks}
              pending={<PortfolioSkeleton />}
              error={<LoadError what="the artworks" onRetry={() => void artworks.refetch()} />}
            >
              {({ items }) =>
                items.length === 0 ? (
                  <EmptyState icon={ImageIcon} title="No artworks available from this artist" />
                ) : (
                  <>
                    <div className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
                      {items.map((artwork) => (
                        <ArtworkCard key={artwork.id} artwork={artwork} showStatus={false} favourite />
                      ))}
                    </div>
                    <LoadMore more={paged.more} />
                  </>
                )
              }
            </QueryView>
          </Section>
        </div>
        <ArtistReviews artistId={artist.id} signedIn={!!user} />
      </div>
      {canRequest
        ? requestDialog({
            open: requesting,
            onClose: () => setRequesting(false),
            artistId: artist.id,
            artistName: artist.displayName,
            service,
          })
        : null}
      {canRequest && messageDialog
        ? messageDialog({
            open: messaging,
            onClose: () => setMessaging(false),
            artistId: artist.id,
            artistName: artist.displayName,
          })
        : null}
    </PageContainer>
  );
}

function PortfolioSkeleton() {
  return (
    <div className="mt-12 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <ArtworkCardSkeleton key={i} />
      ))}
    </div>
  );
}
