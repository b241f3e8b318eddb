import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../../components/ui/button';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

// TODO(web-part-2): Admin artist management: counters, table, details dialog, Approve / Revoke.
export const Route = createFileRoute('/admin/artists')({
  component: () => (
    <PlaceholderPage
      title="Artist management"
      description="Approve new artists, revoke approvals and see who still needs a profile."
      actions={
        <ButtonLink to="/admin" variant="secondary">
          Back to the dashboard
        </ButtonLink>
      }
    />
  ),
});
