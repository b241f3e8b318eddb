import { Flag } from 'lucide-react';
import { PURCHASE_STATUS_LABELS } from '@contract/purchase-status';
import { LoadError } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useWrite } from '@/lib/write';
import { useFlaggedOrders } from '@/api/cart';

/**
 * Orders a buyer reported a problem with (issue 25, point 7), newest first, until an admin marks
 * the problem dealt with. The buyer and the artist talk in the order's thread; this is the nudge.
 */
export function FlaggedOrders() {
  const flagged = useFlaggedOrders();
  const resolve = useWrite('resolveFlaggedOrder', { input: (id: number) => ({ params: { id } }) });
  const onResolve = async (id: number) => {
    try {
      await resolve.mutateAsync(id);
      toast({ title: `Order #${id} is no longer flagged` });
    } catch {
      toast({ title: 'Could not update the order', variant: 'destructive' });
    }
    void flagged.refetch();
  };

  if (flagged.isError) return <LoadError what="flagged orders" onRetry={() => void flagged.refetch()} />;
  if (!flagged.data?.length) return null;
  return (
    <section aria-labelledby="flagged-title" className="space-y-4">
      <h2 id="flagged-title" className="flex items-center gap-2 font-display text-2xl text-ink">
        <Flag aria-hidden className="size-5 text-danger" />
        Flagged orders ({flagged.data.length})
      </h2>
      <ul className="divide-y divide-line rounded-(--radius-card) border border-line bg-surface">
        {flagged.data.map((order) => (
          <li key={order.id} className="space-y-2 px-5 py-4" data-testid="flagged-order">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium text-ink">
                Order #{order.id} · {order.artistName} · {formatPrice(order.total)}
              </p>
              <p className="text-sm text-muted">{PURCHASE_STATUS_LABELS[order.status]}</p>
            </div>
            <p className="text-sm whitespace-pre-line text-ink">“{order.problem}”</p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted">
                {order.buyerName} ·{' '}
                <a className="underline" href={`mailto:${order.buyerEmail}`}>
                  {order.buyerEmail}
                </a>{' '}
                · {new Date(order.problemReportedAt).toLocaleString()}
              </p>
              <Button variant="secondary" size="sm" onClick={() => void onResolve(order.id)}>
                Mark resolved
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
