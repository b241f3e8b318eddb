import { useState } from 'react';
import { Receipt } from 'lucide-react';
import { TRACKING_REQUIRED, type Purchase } from '@contract/checkout';
import { nextSellerMove, sellerSeesAddress, type SellerMove } from '@contract/purchase-status';
import { LoadError } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSales } from '@/api/cart';
import { isApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useUpdateSale } from '../api';
import { InvoicePanel } from './invoice-panel';
import { AddressBlock, formatDateTime, ItemLine, OrderTotals, StatusBadge } from './order-parts';
import { OrderThread } from './order-thread';
import { PayoutCard } from './payout-form';
import { CardPayoutCard } from './card-payouts';
import { MoneyNote } from './money-note';
import { SaleRefundActions } from './sale-refunds';

/** The artist dashboard's Sales tab: orders of their works; mark paid, shipped (tracking), delivered. */
export function SalesTab({ artistId }: { artistId: number | null | undefined }) {
  const sales = useSales(typeof artistId === 'number');
  if (artistId === null)
    return (
      <EmptyState
        icon={Receipt}
        title="No sales yet"
        description="Create your artist profile to sell your work."
      />
    );
  if (artistId === undefined || sales.isPending) return <Skeleton className="h-64 w-full" />;
  if (sales.isError) return <LoadError what="your sales" onRetry={() => void sales.refetch()} />;
  if (sales.data.length === 0)
    return (
      <div className="space-y-6">
        <PayoutCard />
        <CardPayoutCard />
        <EmptyState
          icon={Receipt}
          title="No sales yet"
          description="When a collector checks out an original or a print of yours, the order appears here."
        />
      </div>
    );
  const open = sales.data.filter((s) => nextSellerMove(s.status)).length;
  return (
    <div className="space-y-6">
      <PayoutCard />
      <CardPayoutCard />
      <p className="text-sm text-muted">
        {sales.data.length} {sales.data.length === 1 ? 'order' : 'orders'}
        {open ? ` · ${open} need${open === 1 ? 's' : ''} your action` : ''}
      </p>
      <ul aria-label="Sales" className="space-y-6">
        {sales.data.map((sale) => (
          <li key={sale.id}>
            <SaleCard sale={sale} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const MOVE_LABELS: Record<SellerMove, string> = {
  paid: 'Mark paid',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
};

function SaleCard({ sale }: { sale: Purchase }) {
  const update = useUpdateSale();
  const [tracking, setTracking] = useState('');
  const [confirmPaid, setConfirmPaid] = useState(false);
  const [noTracking, setNoTracking] = useState(false);
  const [confirmUntracked, setConfirmUntracked] = useState(false);
  const [trackingError, setTrackingError] = useState<string | undefined>();
  const move = nextSellerMove(sale.status);

  const send = async (status: SellerMove) => {
    try {
      await update.mutateAsync({
        id: sale.id,
        status,
        ...(status === 'shipped' ? (noTracking ? { noTracking: true } : { tracking }) : {}),
      });
      toast({
        title: `Order #${sale.id}: ${MOVE_LABELS[status].replace('Mark ', '')}`,
        description: 'The buyer is told.',
      });
    } catch (error) {
      toast({
        title: 'The order was not updated',
        description:
          isApiError(error) && error.status < 500
            ? error.userMessage
            : 'Check your connection and try again.',
        variant: 'destructive',
      });
    }
    setConfirmPaid(false);
    setConfirmUntracked(false);
  };

  return (
    <article
      aria-labelledby={`sale-${sale.id}`}
      data-testid="sale-card"
      className="rounded-(--radius-card) border border-line bg-surface"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
        <div>
          <h3 id={`sale-${sale.id}`} className="font-display text-xl text-ink">
            Order #{sale.id} · {formatPrice(sale.total)}
          </h3>
          <p className="text-sm text-muted">
            {sale.buyerName} ·{' '}
            <a href={`mailto:${sale.buyerEmail}`} className="underline" data-testid="buyer-email">
              {sale.buyerEmail}
            </a>{' '}
            · placed {formatDateTime(sale.placedAt)} · {sale.paymentMethod.name}
          </p>
        </div>
        <StatusBadge order={sale} />
      </header>
      <div className="grid gap-5 px-5 py-4 md:grid-cols-[1fr_16rem]">
        <div className="space-y-4">
          <MoneyNote order={sale} side="artist" />
          <ul className="space-y-4">
            {sale.items.map((item, i) => (
              <li key={i}>
                <ItemLine item={item} />
              </li>
            ))}
          </ul>
          <InvoicePanel order={sale} side="artist" />
          <OrderThread orderId={sale.id} side="artist" other={sale.buyerName} />
        </div>
        <div className="space-y-4">
          <OrderTotals order={sale} />
          <div>
            <h4 className="mb-1 text-sm font-medium text-muted">Ship to</h4>
            {sale.shippingAddress && sellerSeesAddress(sale.status) ? (
              <AddressBlock address={sale.shippingAddress} />
            ) : (
              <p className="text-sm text-muted">
                {sale.status === 'cancelled' || sale.status === 'expired'
                  ? 'Not shown: nothing is to be shipped.'
                  : 'Shown once you confirm the payment.'}
              </p>
            )}
          </div>
          {sale.tracking ? <p className="text-sm text-muted">Tracking: {sale.tracking}</p> : null}
          {sale.status === 'awaiting_payment' && sale.paymentMethod.id === 'card' ? (
            <p className="text-sm text-muted">
              Paid by card through Stripe: confirmed here once Stripe says so.
            </p>
          ) : null}
          {sale.status === 'awaiting_payment' && sale.paymentDueAt && sale.paymentMethod.id !== 'card' ? (
            <p className="text-sm text-muted">
              The buyer has your invoice; the order expires unpaid on {formatDateTime(sale.paymentDueAt)}.
            </p>
          ) : null}
          {move === 'paid' && sale.paymentMethod.id !== 'card' ? (
            <Button className="w-full" onClick={() => setConfirmPaid(true)}>
              Mark paid
            </Button>
          ) : null}
          {move === 'shipped' ? (
            <form
              className="space-y-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (noTracking) setConfirmUntracked(true);
                else if (!tracking.trim()) setTrackingError(TRACKING_REQUIRED);
                else void send('shipped');
              }}
            >
              <Field
                label="Tracking"
                description="Carrier and tracking number, e.g. Royal Mail RM123456789GB."
                error={trackingError}
              >
                <Input
                  value={tracking}
                  maxLength={300}
                  disabled={noTracking}
                  invalid={Boolean(trackingError)}
                  onChange={(event) => {
                    setTracking(event.target.value);
                    setTrackingError(undefined);
                  }}
                />
              </Field>
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={noTracking}
                  onChange={(event) => {
                    setNoTracking(event.target.checked);
                    setTrackingError(undefined);
                  }}
                />
                No tracking
              </label>
              <Button type="submit" className="w-full" loading={update.isPending}>
                Mark shipped
              </Button>
            </form>
          ) : null}
          <SaleRefundActions sale={sale} />
          {move === 'delivered' ? (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => void send('delivered')}
              loading={update.isPending}
            >
              Mark delivered
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirmPaid}
        onClose={() => setConfirmPaid(false)}
        onConfirm={() => void send('paid')}
        title={`Payment received for order #${sale.id}?`}
        message={`Confirm only once ${formatPrice(sale.total)} has reached you. The buyer's address is then shown so you can ship.`}
        confirmLabel="Mark paid"
        pending={update.isPending}
      />
      <ConfirmDialog
        open={confirmUntracked}
        onClose={() => setConfirmUntracked(false)}
        onConfirm={() => void send('shipped')}
        title={`Ship order #${sale.id} without tracking?`}
        message="Neither of you can follow the parcel, and a lost parcel is hard to prove. Ship with tracking when you can."
        confirmLabel="Ship without tracking"
        pending={update.isPending}
      />
    </article>
  );
}
