import { ShieldAlert } from 'lucide-react';
import { disputeOutcome } from '@contract/money-state';
import type { AdminDispute } from '@contract/refund';
import { LoadError } from '@/components/layout/page';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatPrice } from '@/lib/format';
import { useDisputes } from '@/api/disputes';

const OUTCOME: Record<ReturnType<typeof disputeOutcome>, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'warning' },
  lost: { label: 'Lost: money back to the buyer', tone: 'neutral' },
  won: { label: 'Won', tone: 'success' },
};
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
const words = (s: string) => s.replaceAll('_', ' ');

function DisputeRow({ dispute: d }: { dispute: AdminDispute }) {
  const outcome = OUTCOME[disputeOutcome(d.status)];
  return (
    <li className="space-y-1 px-5 py-4" data-testid="admin-dispute">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-ink">
          Order #{d.orderId} · {d.artistName} · {formatPrice(d.amount)} disputed of{' '}
          {formatPrice(d.orderTotal)}
        </p>
        <Badge tone={outcome.tone}>{outcome.label}</Badge>
      </div>
      <p className="text-sm text-muted">
        {d.buyerName}’s bank · {d.reason ? words(d.reason) : 'no reason given'} · Stripe: {words(d.status)} ·
        opened {day(d.openedAt)}
        {d.closedAt ? ` · closed ${day(d.closedAt)}` : ''}
      </p>
    </li>
  );
}

/**
 * Card payments the buyer's bank disputed (issue 25, point 3), open or closed, newest first. An
 * admin answers open ones in Stripe's dashboard; a lost one is already out of the monthly sales.
 */
export function CardDisputes() {
  const disputes = useDisputes();
  if (disputes.isError) return <LoadError what="card disputes" onRetry={() => void disputes.refetch()} />;
  if (!disputes.data?.length) return null;
  const open = disputes.data.filter((d) => disputeOutcome(d.status) === 'open').length;
  return (
    <section aria-labelledby="disputes-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="disputes-title" className="flex items-center gap-2 font-display text-2xl text-ink">
          <ShieldAlert aria-hidden className="size-5 text-danger" />
          Card disputes{open ? ` (${open} open)` : ''}
        </h2>
        <p className="text-sm text-muted">
          Answer open disputes with the order’s evidence in Stripe’s dashboard. A lost dispute is money back
          to the buyer and comes off the monthly sales, like a refund.
        </p>
      </div>
      <ul className="divide-y divide-line rounded-(--radius-card) border border-line bg-surface">
        {disputes.data.map((d) => (
          <DisputeRow key={d.orderId} dispute={d} />
        ))}
      </ul>
    </section>
  );
}
