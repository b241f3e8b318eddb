import { useCurrentUser } from '@/api/auth';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { FavouritesSection } from './favourites-section';
import { FollowingSection } from './following-section';
import { OfflinePins } from './offline-pins';

/**
 * `/saved`: everything a collector keeps (issue 13, point 5): their favourite artworks, the artists
 * they follow (both on their account), and what is saved for offline on this device.
 */
export function SavedPage() {
  const { data: user } = useCurrentUser();
  return (
    <PageContainer width="medium">
      <PageHeader
        eyebrow="Your collection"
        title="Saved"
        description="Your favourite artworks, the artists you follow, and what this device keeps for offline."
      />
      <div className="space-y-12 pb-16">
        {user ? (
          <>
            <FavouritesSection />
            <FollowingSection />
          </>
        ) : user === null ? (
          <div className="rounded-(--radius-card) border border-line bg-surface px-5 py-6">
            <p className="font-medium text-ink">Favourites and following live in your account.</p>
            <p className="mt-1 text-sm text-muted">
              Log in to save artworks with the heart and follow the artists whose new work you want to see.
            </p>
            <ButtonLink to="/login" className="mt-4">
              Login
            </ButtonLink>
          </div>
        ) : null}
        <OfflinePins />
      </div>
    </PageContainer>
  );
}
