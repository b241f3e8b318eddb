import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../components/ui/button';
import { PlaceholderPage } from '../components/layout/placeholder-page';
import { idParam } from './-components/id-param';

// TODO(web-part-2): Artwork detail: images, artist card, details, available options, print choice.
export const Route = createFileRoute('/artwork/$id')({
  params: idParam,
  component: ArtworkDetailPage,
});

function ArtworkDetailPage() {
  const { id } = Route.useParams();
  return (
    <PlaceholderPage
      title={`Artwork #${id}`}
      description="The full view of this artwork, its artist and how to buy it."
      actions={
        <ButtonLink to="/artworks" variant="secondary">
          Back to Gallery
        </ButtonLink>
      }
    />
  );
}
