import { useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** Card payouts (Stripe Connect): the signed-in artist's own account state. */
export const paymentKeys = {
  all: ['payments'] as const,
  stripeAccount: () => [...paymentKeys.all, 'stripe-account'] as const,
};

export function useStripeAccount(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.stripeAccount(),
    queryFn: ({ signal }) => read(Endpoints.getStripeAccount, {}, { signal }),
    enabled,
  });
}
