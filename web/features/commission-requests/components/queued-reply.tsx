import type { CommissionRequestUpdate } from '@contract/commission-request';
import { QueuedNotice } from '@/components/offline/queued-notice';
import type { OutboxItem } from '@/offline/outbox';
import { useQueuedWrites } from '@/offline/use-outbox';
import { REQUEST_STATUS } from '@/features/commission-requests/request-actions';
import { commandPathId } from '@/lib/write-command';

/** The newest reply to this request still in the outbox (waiting, or refused for good), if any. */
export function useQueuedReply(requestId: number): OutboxItem | undefined {
  const replies = useQueuedWrites(
    'updateCommissionRequest',
    (command) => commandPathId(command) === requestId,
  );
  return replies.at(-1);
}

/** A reply saved on this device, shown on its request card: waiting to sync, or why it was refused. */
export function QueuedReply({ item }: { item: OutboxItem }) {
  const update = item.command.body as CommissionRequestUpdate;
  const what = `Your reply (${REQUEST_STATUS[update.status].label})`;
  return (
    <QueuedNotice
      item={item}
      className="mt-5 text-sm"
      waiting={`${what} is saved on this device · Waiting to sync`}
      refused={`${what} was not sent.`}
      kept={{ label: 'Your notes (kept here so you can reuse them)', text: update.artistNotes ?? '' }}
      discardLabel="Discard reply"
    />
  );
}
