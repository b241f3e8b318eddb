import { useState } from 'react';
import { Package, Truck } from 'lucide-react';
import type { Purchase } from '@contract/checkout';
import { canBuyerCancel } from '@contract/purchase-status';
import { LoadError, PageContainer, PageHeader } from '@/components/layout/page';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyOrders } from '@/api/cart';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelOrder, useConfirmReceipt } from '../api';
import { InvoicePanel } from './invoice-panel';
import { AddressBlock, formatDateTime, ItemLine, OrderTotals, StatusBadge } from './order-parts';
import { MoneyNote } from './money-note';
import { OrderThread } from './order-thread';
import { ResumeCardPayment, ReturnRequest } from './order-return';
import { ReportProblem } from './report-problem';

/** `/orders`: the collector's orders with their status, payment instructions, tracking and Cancel before payment. */
export function OrdersPage() {
  const orders = useMyOrders();
  return (
    <PageContainer width="medium" className="pb-16">
      <PageHeader
        title="Orders"
        description="What you ordered, its payment and where it is on its way."
        actions={
          <ButtonLink to="/cart" variant="secondary">
            Cart
          </ButtonLink>
        }
      />
      {orders.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : orders.isError ? (
        <LoadError what="your orders" onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={Package}
          title="No orders yet"
          description="Orders you place at checkout appear here with their status."
          action={<ButtonLink to="/artworks">Browse Artwork</ButtonLink>}
        />
      ) : (
        <ul aria-label="Your orders" className="space-y-6">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

function OrderCard({ order }: { order: Purchase }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();
  const receive = useConfirmReceipt();
  const onReceived = async () => {
    try {
      await receive.mutateAsync(order.id);
      toast({
        title: `Order #${order.id} delivered`,
        description: `${order.artistName} is told it arrived.`,
      });
    } catch (error) {
      toast({
        title: 'The receipt was not confirmed',
        description: isApiError(error) ? error.userMessage : 'Check your connection and try again.',
        variant: 'destructive',
      });
    }
  };
  const onCancel = async () => {
    try {
      await cancel.mutateAsync(order.id);
      toast({ title: `Order #${order.id} cancelled`, description: 'Its originals are for sale again.' });
    } catch (error) {
      toast({
        title: 'The order was not cancelled',
        description:
          isApiError(error) && error.status < 500
            ? error.userMessage
            : 'Check your connection and try again.',
        variant: 'destructive',
      });
    }
    setConfirming(false);
  };
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      data-testid="order-card"
      className="rounded-(--radius-card) border border-line bg-surface"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
        <div>
          <h2 id={`order-${order.id}`} className="font-display text-xl text-ink">
            Order #{order.id}
          </h2>
          <p className="text-sm text-muted">
            From {order.artistName} · placed {formatDateTime(order.placedAt)}
          </p>
        </div>
        <StatusBadge order={order} />
      </header>
      <div className="space-y-5 px-5 py-4">
        <StatusNote order={order} />
        <MoneyNote order={order} side="buyer" />
        <ResumeCardPayment order={order} />
        <InvoicePanel order={order} side="buyer" />
        <ul className="space-y-4">
          {order.items.map((item, i) => (
            <li key={i}>
              <ItemLine item={item} />
            </li>
          ))}
        </ul>
        <div className="grid gap-5 border-t border-line pt-4 sm:grid-cols-2">
          <div>
            <h3 className="mb-1 text-sm font-medium text-muted">Ships to</h3>
            {order.shippingAddress ? <AddressBlock address={order.shippingAddress} /> : null}
          </div>
          <div className="space-y-3">
            <OrderTotals order={order} />
            <p className="text-xs text-muted">{order.paymentMethod.name} · tax not included</p>
          </div>
        </div>
        {order.status === 'shipped' ? (
          <div className="flex flex-wrap items-center justify-end gap-3">
            <p className="text-sm text-muted">Has it arrived?</p>
            <Button onClick={() => void onReceived()} loading={receive.isPending}>
              Confirm receipt
            </Button>
          </div>
        ) : null}
        {canBuyerCancel(order.status) ? (
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Cancel order
            </Button>
          </div>
        ) : null}
        <ReturnRequest order={order} />
        <ReportProblem order={order} />
        <OrderThread orderId={order.id} side="buyer" other={order.artistName} />
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void onCancel()}
        title={`Cancel order #${order.id}?`}
        message="The artist is told and the originals go back on sale. This cannot be undone."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        destructive
        pending={cancel.isPending}
      />
    </article>
  );
}

function StatusNote({ order }: { order: Purchase }) {
  switch (order.status) {
    case 'awaiting_payment':
      return (
        <p className="rounded-xl bg-warning-soft px-4 py-3 text-sm text-ink">
          {order.paymentInstructions}
          {order.paymentDueAt ? ` Pay by ${formatDateTime(order.paymentDueAt)}, or the order expires.` : ''}
        </p>
      );
    case 'paid':
      return (
        <p className="text-sm text-muted">
          Payment received {formatDateTime(order.paidAt)}. The artist is preparing it.
        </p>
      );
    case 'shipped':
      return (
        <p className="flex items-start gap-2 rounded-xl bg-accent-soft px-4 py-3 text-sm text-ink">
          <Truck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            Shipped {formatDateTime(order.shippedAt)}
            {order.tracking ? (
              <>
                {' · '}Tracking: <span data-testid="order-tracking">{order.tracking}</span>
              </>
            ) : null}
          </span>
        </p>
      );
    case 'delivered':
      return (
        <p className="text-sm text-muted">
          Delivered {formatDateTime(order.deliveredAt)}
          {order.deliveredAutomatically ? ' (marked delivered 14 days after shipping)' : ''}
          {order.tracking ? ` · Tracking: ${order.tracking}` : ''}.
        </p>
      );
    case 'cancelled':
      return <p className="text-sm text-muted">Cancelled {formatDateTime(order.cancelledAt)}.</p>;
    case 'expired':
      return (
        <p className="text-sm text-muted">
          No payment was confirmed in time: the order expired and its originals went back on sale.
        </p>
      );
  }
}
