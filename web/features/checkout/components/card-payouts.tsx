import { CreditCard } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useStripeAccount } from '@/api/payments';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConnectStripe } from '../api';

/** What the artist's card payouts are at, in words. */
function stateOf(a: { connected: boolean; chargesEnabled: boolean; detailsSubmitted: boolean }) {
  if (a.chargesEnabled) return { label: 'Taking card payments', tone: 'success' as const };
  if (a.detailsSubmitted) return { label: 'Stripe is checking your details', tone: 'warning' as const };
  if (a.connected) return { label: 'Setup not finished', tone: 'warning' as const };
  return { label: 'Not connected', tone: 'neutral' as const };
}

/**
 * The Sales tab's 'Get paid by card' (Stripe Connect Express): connect or finish Stripe's form,
 * and the account's state. Shown only on a site with Stripe keys. Buyers are offered 'Pay by card'
 * for this artist's work once Stripe says the account can take charges.
 */
export function CardPayoutCard() {
  const account = useStripeAccount();
  const connect = useConnectStripe();
  if (account.isPending) return <Skeleton className="h-24 w-full" />;
  if (account.isError || !account.data.available) return null;
  const a = account.data;
  const state = stateOf(a);
  const go = async () => {
    try {
      const { url } = await connect.mutateAsync({});
      window.location.assign(url);
    } catch (error) {
      toast({
        title: 'Stripe could not be reached',
        description: isApiError(error) ? error.userMessage : 'Check your connection and try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <section
      aria-labelledby="card-payouts-title"
      data-testid="card-payouts"
      className="rounded-(--radius-card) border border-line bg-surface px-5 py-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <CreditCard aria-hidden className="mt-1 size-5 shrink-0 text-muted" />
          <div>
            <h3 id="card-payouts-title" className="font-display text-lg text-ink">
              Get paid by card
            </h3>
            <p className="text-sm text-muted">
              Collectors pay by card through Stripe; your share arrives in your Stripe account, less the
              platform fee.
            </p>
          </div>
        </div>
        <Badge tone={state.tone} data-testid="card-payouts-state">
          {state.label}
        </Badge>
      </div>
      {a.chargesEnabled ? (
        <p className="mt-3 text-sm text-muted">
          {a.payoutsEnabled
            ? 'Buyers are offered Pay by card for your work.'
            : 'Buyers are offered Pay by card; add your bank account in Stripe to receive payouts.'}
        </p>
      ) : (
        <Button className="mt-3" onClick={() => void go()} loading={connect.isPending}>
          {a.connected ? 'Finish setting up with Stripe' : 'Connect with Stripe'}
        </Button>
      )}
    </section>
  );
}
