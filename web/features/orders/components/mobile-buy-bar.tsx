import { Clock } from 'lucide-react';
import { exhaustiveSwitchError } from '@contract/enum-values';
import { Button, buttonStyles } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';

export type MobileBuyAction =
  | { kind: 'purchase'; price: number; onPurchase: () => void; pending: boolean }
  | { kind: 'prints'; fromPrice: number | null }
  | { kind: 'pending'; price: number | null };

/** Phones: the price and the main buy button stay within thumb reach at the bottom of the screen. */
export function MobileBuyBar({ action }: { action: MobileBuyAction }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <BarPrice action={action} />
        <BarButton action={action} />
      </div>
    </div>
  );
}

function BarPrice({ action }: { action: MobileBuyAction }) {
  const [label, price] =
    action.kind === 'prints'
      ? ['Prints from', action.fromPrice]
      : [action.kind === 'purchase' ? 'Original' : 'Price', action.price];
  const text = formatPrice(price);
  if (!text) return <span />;
  return (
    <p className="min-w-0 leading-tight">
      <span className="block text-xs text-muted">{label}</span>
      <span className="font-display text-xl text-ink tabular-nums">{text}</span>
    </p>
  );
}

function BarButton({ action }: { action: MobileBuyAction }) {
  switch (action.kind) {
    case 'purchase':
      return (
        <Button onClick={action.onPurchase} loading={action.pending}>
          Purchase Original
        </Button>
      );
    case 'prints':
      return (
        <a href="#print-options" className={buttonStyles()}>
          View print options
        </a>
      );
    case 'pending':
      return (
        <Button variant="secondary" disabled>
          <Clock aria-hidden />
          Pending Approval
        </Button>
      );
    default:
      return exhaustiveSwitchError(action);
  }
}
