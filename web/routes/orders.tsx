import { createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { OrdersPage } from '@/features/checkout/components/orders-page';

export const Route = createFileRoute('/orders')({
  component: () => (
    <RouteGuard>
      <OrdersPage />
    </RouteGuard>
  ),
});
