import { createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

export const Route = createFileRoute('/checkout')({
  component: () => (
    <RouteGuard>
      <CheckoutPage />
    </RouteGuard>
  ),
});
