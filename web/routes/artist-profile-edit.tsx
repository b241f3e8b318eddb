import { createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { ArtistProfileEditor } from '@/features/artist-workspace/components/artist-profile-editor';

export const Route = createFileRoute('/artist-profile-edit')({
  component: () => (
    <RouteGuard role="bus_admin">
      <ArtistProfileEditor />
    </RouteGuard>
  ),
});
