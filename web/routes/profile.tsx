import { createFileRoute } from '@tanstack/react-router';
import { ClipboardList, Palette } from 'lucide-react';
import { PageContainer, PageHeader } from '../components/layout/page';
import { ButtonLink } from '../components/ui/button';
import { useCurrentUser } from '../api/auth';
import { ProfileDetails } from '../features/auth/components/profile-details';
import { RouteGuard } from '../features/auth/components/route-guard';
import { showsArtistDashboardLink } from '../lib/access';

export const Route = createFileRoute('/profile')({
  component: () => (
    <RouteGuard>
      <ProfilePage />
    </RouteGuard>
  ),
});

function ProfilePage() {
  const { data: user } = useCurrentUser();
  if (!user) return null; // the guard only renders this with a user
  return (
    <PageContainer width="narrow">
      <PageHeader
        title="Profile"
        description="Your account details."
        actions={
          <>
            <ButtonLink to="/commission-requests" variant="secondary">
              <ClipboardList aria-hidden /> Requests
            </ButtonLink>
            {showsArtistDashboardLink(user.role) ? (
              <ButtonLink to="/artist-dashboard">
                <Palette aria-hidden /> Artist Dashboard
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <ProfileDetails user={user} />
    </PageContainer>
  );
}
