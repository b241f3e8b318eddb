import { ArrowLeft } from 'lucide-react';
import { LoadError, PageContainer, PageHeader } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { QueryView } from '@/components/ui/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyArtist } from '@/api/artists';
import { ArtistProfileForm } from './artist-profile-form';

/** The artist profile edit page: 'Create My Artist Profile' without a profile, else 'Edit My Artist Profile'. */
export function ArtistProfileEditor() {
  const myArtist = useMyArtist();
  return (
    <PageContainer width="narrow" className="pb-16">
      <ButtonLink to="/artist-dashboard" variant="link" className="mt-6">
        <ArrowLeft aria-hidden /> Artist Dashboard
      </ButtonLink>
      <QueryView
        query={myArtist}
        pending={<EditorSkeleton />}
        error={<LoadError what="your artist profile" onRetry={() => void myArtist.refetch()} />}
      >
        {(artist) => (
          <>
            <PageHeader
              className="pt-4 sm:pt-6"
              title={artist ? 'Edit My Artist Profile' : 'Create My Artist Profile'}
              description={
                artist
                  ? 'Your bio, specialties, links and images, as collectors see them.'
                  : 'Tell collectors who you are. Our team reviews new profiles before they appear in the marketplace.'
              }
            />
            <ArtistProfileForm artist={artist} />
          </>
        )}
      </QueryView>
    </PageContainer>
  );
}

function EditorSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your artist profile" className="space-y-6 pt-6">
      <Skeleton className="h-12 w-80 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-56 w-full" />
    </div>
  );
}
