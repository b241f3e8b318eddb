import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../../components/ui/button';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

// TODO(web-part-2): Admin dashboard: stat tiles, pending approvals ('No pending approvals'), monthly sales.
export const Route = createFileRoute('/admin/')({
  component: () => (
    <PlaceholderPage
      title="Admin Dashboard"
      description="Review new artists and artworks, and keep an eye on the marketplace."
      actions={
        <>
          <ButtonLink to="/admin/artists">Artists</ButtonLink>
          <ButtonLink to="/admin/artworks" variant="secondary">
            Artworks
          </ButtonLink>
        </>
      }
    />
  ),
});
