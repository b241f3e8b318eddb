import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../components/ui/button';
import { PlaceholderPage } from '../components/layout/placeholder-page';
import { RouteGuard } from '../features/auth/components/route-guard';

// TODO(web-part-2): Create My Artist Profile / Edit My Artist Profile form.
export const Route = createFileRoute('/artist-profile-edit')({
  component: () => (
    <RouteGuard role="bus_admin">
      <PlaceholderPage
        title="My artist profile"
        description="Your bio, specialties, social links and profile images, as collectors will see them."
        actions={
          <ButtonLink to="/artist-dashboard" variant="secondary">
            Back to the dashboard
          </ButtonLink>
        }
      />
    </RouteGuard>
  ),
});
