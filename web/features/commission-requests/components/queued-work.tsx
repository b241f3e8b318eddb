import type { CommissionMoveInput, CommissionUpdateInput } from '@contract/commission-work-api';
import { QueuedNotice } from '@/components/offline/queued-notice';
import type { OutboxItem } from '@/offline/outbox';
import { useQueuedWrites } from '@/offline/use-outbox';
import { commandPathId } from '@/lib/write-command';

const ofRequest = (requestId: number) => (command: { params?: unknown }) =>
  commandPathId(command) === requestId;

/**
 * Work moves and updates on this commission saved on this device (issue 26 point 7): each waits to
 * sync, or, refused by the server (the milestone was approved meanwhile, the date passed), says why
 * in the server's words and keeps what the user wrote, until they discard it.
 */
export function QueuedWork({ requestId }: { requestId: number }) {
  const moves = useQueuedWrites('moveCommission', ofRequest(requestId));
  const updates = useQueuedWrites('postCommissionUpdate', ofRequest(requestId));
  const items = [...moves, ...updates].sort((a, b) => a.seq - b.seq);
  if (!items.length) return null;
  return (
    <ul aria-label="Saved on this device" className="mt-3 grid gap-2">
      {items.map((item) => (
        <li key={item.seq}>
          <QueuedWorkItem item={item} />
        </li>
      ))}
    </ul>
  );
}

/** What the user wrote in a queued move or update (kept when it is refused). */
function writtenText(item: OutboxItem): string {
  const body = item.command.body as Partial<CommissionMoveInput & CommissionUpdateInput> | undefined;
  if (!body) return '';
  if ('body' in body && typeof body.body === 'string') return body.body;
  for (const key of ['note', 'reason'] as const) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string') return value;
  }
  return '';
}

function QueuedWorkItem({ item }: { item: OutboxItem }) {
  return (
    <QueuedNotice
      item={item}
      waiting={`${item.label}: saved on this device · Waiting to sync`}
      refused={`${item.label} was not sent.`}
      kept={{ label: 'What you wrote (kept here so you can reuse it)', text: writtenText(item) }}
      discardLabel="Discard"
    />
  );
}
