import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../components/ui/button';
import { PlaceholderPage } from '../components/layout/placeholder-page';
import { RouteGuard } from '../features/auth/components/route-guard';

// TODO(web-part-2): Commission requests: tabs 'Sent by Me' and 'Received', Accept / Decline for pending requests.
export const Route = createFileRoute('/commission-requests')({
  component: () => (
    <RouteGuard>
      <PlaceholderPage
        title="Commission requests"
        description="The requests you have sent to artists, and the ones artists receive, in one place."
        actions={<ButtonLink to="/artists">Find an artist</ButtonLink>}
      />
    </RouteGuard>
  ),
});
