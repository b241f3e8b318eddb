import { Clock, Gem } from 'lucide-react';
import type { StockItem } from '@contract/artwork';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { HELD_LABELS, isInStock, type HeldState, type SaleState } from '@/features/orders/buy-options';

export interface OriginalOfferProps {
  original: StockItem;
  state: SaleState;
  /** The viewer holds this original (cart, order awaiting payment, paid): never 'Sold' to them. */
  held?: HeldState | null;
  onPurchase: () => void;
  pending: boolean;
}

/** 'Original Artwork': one of a kind, its price and 'Purchase Original' (or sold, or why not for sale). */
export function OriginalOffer({ original, state, held, onPurchase, pending }: OriginalOfferProps) {
  const available = isInStock(original);
  const mine = !available && held ? held : null;
  return (
    <section aria-labelledby="original-title" className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id="original-title" className="flex items-center gap-2 text-lg font-medium text-ink">
            <Gem aria-hidden className="size-4 text-accent" />
            Original Artwork
          </h3>
          <p className="mt-1 text-sm text-muted">
            One-of-a-kind{original.dimensions ? ` · ${original.dimensions}` : ''}
          </p>
        </div>
        <div className="text-right">
          <p className="font-display text-2xl text-ink tabular-nums">{formatPrice(original.price)}</p>
          {available ? null : mine ? (
            <Badge tone="accent" className="mt-1" data-testid="original-held">
              {HELD_LABELS[mine]}
            </Badge>
          ) : (
            <Badge tone="neutral" className="mt-1">
              Sold
            </Badge>
          )}
        </div>
      </div>
      {mine ? (
        <HeldAction held={mine} />
      ) : (
        <OriginalAction available={available} state={state} onPurchase={onPurchase} pending={pending} />
      )}
    </section>
  );
}

function OriginalAction({
  available,
  state,
  onPurchase,
  pending,
}: Omit<OriginalOfferProps, 'original'> & { available: boolean }) {
  if (state === 'pending') return <PendingApprovalButton />;
  if (!available) {
    return (
      <p className="text-sm text-muted">The original has found a home. Prints may still be available.</p>
    );
  }
  if (state === 'own') {
    return (
      <p className="text-sm text-muted">This is your artwork: collectors see the purchase button here.</p>
    );
  }
  if (state === 'not-approved') {
    return <p className="text-sm text-muted">This artwork is not approved for sale.</p>;
  }
  return (
    <Button size="lg" className="w-full" onClick={onPurchase} loading={pending}>
      Purchase Original
    </Button>
  );
}

function HeldAction({ held }: { held: HeldState }) {
  if (held === 'in_cart')
    return (
      <div className="space-y-2">
        <p className="text-sm text-muted">The original is reserved for you while it is in your cart.</p>
        <ButtonLink to="/cart" size="lg" variant="secondary" className="w-full">
          View cart
        </ButtonLink>
      </div>
    );
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted">
        {held === 'paid'
          ? 'You bought this original. Follow its delivery under Orders.'
          : 'You ordered this original: it is reserved for you until your payment is confirmed.'}
      </p>
      <ButtonLink to="/orders" size="lg" variant="secondary" className="w-full">
        View order
      </ButtonLink>
    </div>
  );
}

/** Spec: a pending artwork shows a disabled 'Pending Approval' instead of the buy buttons. */
export function PendingApprovalButton({ className }: { className?: string }) {
  return (
    <div className={className}>
      <Button size="lg" variant="secondary" className="w-full" disabled>
        <Clock aria-hidden />
        Pending Approval
      </Button>
      <p className="mt-2 text-sm text-muted">Buying opens once an admin approves this artwork.</p>
    </div>
  );
}
