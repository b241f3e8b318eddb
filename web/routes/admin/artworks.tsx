import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../../components/ui/button';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

// TODO(web-part-2): Admin artwork management: counters, status filter, table, details dialog, approval actions.
export const Route = createFileRoute('/admin/artworks')({
  component: () => (
    <PlaceholderPage
      title="Artwork management"
      description="Review submitted artworks, approve or reject them, and revisit earlier decisions."
      actions={
        <ButtonLink to="/admin" variant="secondary">
          Back to the dashboard
        </ButtonLink>
      }
    />
  ),
});
