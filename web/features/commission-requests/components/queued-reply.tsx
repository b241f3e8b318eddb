import { AlertTriangle, CloudUpload } from 'lucide-react';
import type { CommissionRequestUpdate } from '@contract/commission-request';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { discardOutboxItem, type OutboxItem } from '@/offline/outbox';
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
  const answer = REQUEST_STATUS[update.status].label;
  const notes = update.artistNotes?.trim();
  if (item.status !== 'conflict') {
    return (
      <p
        role="status"
        className="mt-5 flex items-start gap-2 rounded-xl border border-line bg-accent-soft p-3 text-sm text-accent"
      >
        <CloudUpload aria-hidden className="mt-0.5 size-4 shrink-0" />
        Your reply ({answer}) is saved on this device · Waiting to sync
      </p>
    );
  }
  return (
    <div role="alert" className="mt-5 rounded-xl border border-warning/40 bg-warning-soft p-4 text-sm">
      <p className="flex items-start gap-2 font-medium text-ink">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        Your reply ({answer}) was not sent. {item.error}
      </p>
      {notes ? (
        <Field label="Your notes (kept here so you can reuse them)" className="mt-3">
          <Textarea rows={3} readOnly value={notes} />
        </Field>
      ) : null}
      <div className="mt-3 flex justify-end">
        <Button variant="ghost" onClick={() => void discardOutboxItem(item.seq)}>
          Discard reply
        </Button>
      </div>
    </div>
  );
}
