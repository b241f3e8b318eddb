import { useEffect, useState } from 'react';
import type { CommissionRequestInput } from '@contract/commission-request';
import { useLoadedOutboxItems } from '@/offline/use-outbox';
import { QueuedRequestDialog } from './queued-request-dialog';

/**
 * Edit in the sync panel for a queued commission request (`/commission-requests?queued=<seq>`):
 * once the outbox is read, the request opens in its form, and the address stops asking for it
 * (`onReopened`), so closing the form does not reopen it. An item sent meanwhile opens nothing.
 */
export function QueuedRequestReopen({ seq, onReopened }: { seq?: number; onReopened: () => void }) {
  const items = useLoadedOutboxItems();
  const [shown, setShown] = useState<{ seq: number; input: CommissionRequestInput; open: boolean } | null>(
    null,
  );
  // Once per Edit (set while rendering, as for the artwork form): the outbox changes as it syncs,
  // the form must not restart.
  const [handled, setHandled] = useState<number | null>(null);
  if (seq === undefined && handled !== null) setHandled(null); // Edit may come again
  if (seq !== undefined && seq !== handled && items) {
    setHandled(seq);
    const item = items.find(
      (candidate) =>
        candidate.seq === seq &&
        candidate.command.endpoint === 'createCommissionRequest' &&
        candidate.status !== 'sending',
    );
    if (item) setShown({ seq, input: item.command.body as CommissionRequestInput, open: true });
  }
  useEffect(() => {
    if (handled !== null && handled === seq) onReopened();
  }, [handled, seq, onReopened]);

  if (!shown) return null;
  return (
    <QueuedRequestDialog
      key={shown.seq}
      seq={shown.seq}
      input={shown.input}
      open={shown.open}
      onClose={() => setShown((prev) => prev && { ...prev, open: false })}
    />
  );
}
