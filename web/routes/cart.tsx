import { createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { CartPage } from '@/features/checkout/components/cart-page';

export const Route = createFileRoute('/cart')({
  component: () => (
    <RouteGuard>
      <CartPage />
    </RouteGuard>
  ),
});
