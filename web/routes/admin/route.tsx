import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RouteGuard } from '@/features/auth/components/route-guard';

/** Every /admin screen requires the admin role (app_admin and super_admin pass too). */
export const Route = createFileRoute('/admin')({
  component: () => (
    <RouteGuard role="admin">
      <Outlet />
    </RouteGuard>
  ),
});
