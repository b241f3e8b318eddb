import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { Artwork } from '@contract/artwork';
import { LoadError, PageContainer } from '@/components/layout/page';
import { SaveForOfflineButton } from '@/components/offline/save-for-offline-button';
import { FavouriteButton } from '@/components/social/favourite-button';
import { isApiError } from '@/lib/api-client';
import { artistQueryOptions } from '@/api/artists';
import { artworkQueryOptions } from '@/api/artworks';
import { useCurrentUser } from '@/api/auth';
import { ArtworkGallery } from './artwork-gallery';
import { ArtworkAbout, ArtworkTitle } from './artwork-info';
import { ArtistSummaryCard } from './artist-summary-card';
import { ArtworkDetailSkeleton, ArtworkNotFound } from './artwork-detail-states';

/** A message to the artist, pre-filled by the page (e.g. asking about a print). */
export interface MessageDraft {
  title: string;
  description: string;
}

/** 'Available Options', handed in by the route (it belongs to the orders feature). */
export type BuyOptionsSlot = (props: {
  artwork: Artwork;
  /** Undefined while the session check runs. */
  signedIn: boolean | undefined;
  isOwnArtwork: boolean;
  /** Opens the message dialog with this draft; absent while the artist cannot be reached. */
  onAskArtist?: (draft: MessageDraft) => void;
}) => ReactNode;

/** The message dialog, handed in by the route (it belongs to the commission-requests feature). */
export type RequestDialogSlot = (props: {
  open: boolean;
  onClose: () => void;
  artistId: number;
  artistName: string;
  initialValues?: MessageDraft;
  heading: string;
}) => ReactNode;

interface Slots {
  buyOptions: BuyOptionsSlot;
  requestDialog: RequestDialogSlot;
}

/** `/artwork/$id`: the artwork, its artist, what can be bought and a message to the artist. */
export function ArtworkDetailPage({ id, ...slots }: { id: number } & Slots) {
  const query = useQuery(artworkQueryOptions(id));
  if (query.data) return <ArtworkDetail key={query.data.id} artwork={query.data} {...slots} />;
  if (query.isPending) return <ArtworkDetailSkeleton />;
  if (isApiError(query.error) && query.error.status === 404) return <ArtworkNotFound />;
  return (
    <PageContainer className="py-12">
      <LoadError what="this artwork" onRetry={() => void query.refetch()} />
    </PageContainer>
  );
}

function ArtworkDetail({ artwork, buyOptions, requestDialog }: { artwork: Artwork } & Slots) {
  const { data: user } = useCurrentUser();
  const artist = useQuery(artistQueryOptions(artwork.artistId));
  const [draft, setDraft] = useState<MessageDraft | null>(null);
  // A profile that is no longer public (404) or failed to load: the card falls back gracefully.
  const artistData = artist.data ?? (artist.isError ? null : undefined);
  const isOwnArtwork = !!user && !!artist.data && artist.data.userId === user.id;
  const artistName = artist.data?.displayName || artwork.artistName;

  return (
    <PageContainer className="pt-6 pb-28 lg:pb-16">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/artworks"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to Gallery
        </Link>
        <div className="flex items-center gap-3">
          {artwork.approvalStatus === 'approved' && !isOwnArtwork ? (
            <FavouriteButton artworkId={artwork.id} title={artwork.title} look="inline" />
          ) : null}
          <SaveForOfflineButton target={{ entity: 'artwork', artwork }} />
        </div>
      </div>
      <div className="mt-4 grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-7">
          <div className="lg:sticky lg:top-24">
            <ArtworkGallery artwork={artwork} />
          </div>
        </div>
        <div className="space-y-8 lg:col-span-5">
          <ArtworkTitle artwork={artwork} />
          {buyOptions({
            artwork,
            signedIn: user === undefined ? undefined : user !== null,
            isOwnArtwork,
            onAskArtist: artist.data ? setDraft : undefined,
          })}
          <ArtistSummaryCard artistId={artwork.artistId} artist={artistData} />
          <ArtworkAbout artwork={artwork} />
        </div>
      </div>
      {artist.data
        ? requestDialog({
            open: draft !== null,
            onClose: () => setDraft(null),
            artistId: artwork.artistId,
            artistName,
            initialValues: draft ?? undefined,
            heading: 'Ask About a Print',
          })
        : null}
    </PageContainer>
  );
}
