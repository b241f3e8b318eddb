import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../components/ui/button';
import { PlaceholderPage } from '../components/layout/placeholder-page';
import { RouteGuard } from '../features/auth/components/route-guard';

// TODO(web-part-2): Artist dashboard: tabs Artworks, Profile, Requests and Account.
export const Route = createFileRoute('/artist-dashboard')({
  component: () => (
    <RouteGuard role="bus_admin">
      <PlaceholderPage
        title="Artist Dashboard"
        description="Manage your artworks, your public profile and the commission requests you receive."
        actions={<ButtonLink to="/artist-profile-edit">Edit my artist profile</ButtonLink>}
      />
    </RouteGuard>
  ),
});
