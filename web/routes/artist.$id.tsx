import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../components/ui/button';
import { PlaceholderPage } from '../components/layout/placeholder-page';
import { idParam } from './-components/id-param';

// TODO(web-part-2): Public artist profile: avatar, bio, specialties, Request Commission, artworks grid.
export const Route = createFileRoute('/artist/$id')({
  params: idParam,
  component: ArtistProfilePage,
});

function ArtistProfilePage() {
  const { id } = Route.useParams();
  return (
    <PlaceholderPage
      title={`Artist #${id}`}
      description="This artist's story, specialties and available artworks."
      actions={
        <ButtonLink to="/artists" variant="secondary">
          Meet Our Artists
        </ButtonLink>
      }
    />
  );
}
