import { AlertTriangle, CloudUpload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate, formatPrice } from '@/lib/format';
import { discardOutboxItem, type OutboxItem } from '@/offline/outbox';
import type { ProposalBody } from '@/features/commission-requests/proposal-form-values';

/** What a queued proposal offers, in a line: its price and, when it has one, its delivery date. */
export function queuedProposalSummary(item: OutboxItem): string {
  const body = item.command.body as ProposalBody;
  const date = formatDate(body.deliveryDate);
  const price = formatPrice(body.price) ?? '';
  return date ? `${price}, delivery by ${date}` : price;
}

/**
 * A proposal saved on this device, shown on its request card: waiting to sync (Edit reopens it in the
 * proposal form), or why the server refused it, with Edit and Discard. While it waits the card offers
 * no second "Send proposal": the one on the device is the artist's proposal.
 */
export function QueuedProposal({ item, onEdit }: { item: OutboxItem; onEdit: () => void }) {
  const summary = queuedProposalSummary(item);
  if (item.status !== 'conflict') {
    return (
      <div
        role="status"
        className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-accent-soft p-3 text-sm text-accent"
      >
        <p className="flex items-start gap-2">
          <CloudUpload aria-hidden className="mt-0.5 size-4 shrink-0" />
          Your proposal ({summary}) is saved on this device · Waiting to sync
        </p>
        {item.status === 'sending' ? null : (
          <Button variant="ghost" onClick={onEdit}>
            Edit proposal
          </Button>
        )}
      </div>
    );
  }
  return (
    <div role="alert" className="mt-5 rounded-xl border border-warning/40 bg-warning-soft p-4 text-sm">
      <p className="flex items-start gap-2 font-medium text-ink">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        Your proposal ({summary}) was not sent. {item.error}
      </p>
      <div className="mt-3 flex justify-end gap-3">
        <Button variant="ghost" onClick={() => void discardOutboxItem(item.seq)}>
          Discard proposal
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          Edit proposal
        </Button>
      </div>
    </div>
  );
}
