import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/auth/components/profile-page';
import { RouteGuard } from '@/features/auth/components/route-guard';

export const Route = createFileRoute('/profile')({
  component: () => (
    <RouteGuard>
      <ProfilePage />
    </RouteGuard>
  ),
});
