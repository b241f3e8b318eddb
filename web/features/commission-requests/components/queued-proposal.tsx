import { Button } from '@/components/ui/button';
import { QueuedNotice } from '@/components/offline/queued-notice';
import { formatDate, formatPrice } from '@/lib/format';
import type { OutboxItem } from '@/offline/outbox';
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
  const what = `Your proposal (${queuedProposalSummary(item)})`;
  return (
    <QueuedNotice
      item={item}
      className="mt-5 text-sm"
      waiting={`${what} is saved on this device · Waiting to sync`}
      refused={`${what} was not sent.`}
      discardLabel="Discard proposal"
      waitingAction={
        <Button variant="ghost" onClick={onEdit}>
          Edit proposal
        </Button>
      }
      refusedAction={
        <Button variant="secondary" onClick={onEdit}>
          Edit proposal
        </Button>
      }
    />
  );
}
