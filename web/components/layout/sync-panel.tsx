import { WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/dialog';
import { sendOutboxNow } from '@/offline/outbox';
import { requestOutboxDrain } from '@/offline/outbox-sync';
import type { OutboxItem } from '@/offline/outbox';
import { useLastOutboxSend } from '@/offline/use-outbox';
import { SyncItem } from './sync-item';

function sentAgo(iso: string | null): string {
  if (!iso) return 'Nothing sent from this device yet';
  const time = new Date(iso);
  const sameDay = time.toDateString() === new Date().toDateString();
  const when = sameDay
    ? time.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : time.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `Last change sent ${sameDay ? 'at' : 'on'} ${when}`;
}

/**
 * The sync panel: pending items with their upload progress, conflicts, the last successful send.
 * `items` come from the header's button, which reads them live (the panel opens with them listed).
 */
export function SyncPanel({
  open,
  onClose,
  online,
  items,
}: {
  open: boolean;
  onClose: () => void;
  online: boolean;
  items: OutboxItem[];
}) {
  const lastSent = useLastOutboxSend();
  const conflicts = items.filter((item) => item.status === 'conflict');
  const waiting = items.filter((item) => item.status !== 'conflict');
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title="Sync"
      description={online ? sentAgo(lastSent) : `Offline · ${sentAgo(lastSent).toLowerCase()}`}
    >
      {!online ? (
        <p className="mb-4 flex items-start gap-2 rounded-xl bg-warning-soft p-3 text-sm text-warning">
          <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          You're offline. What you save is kept on this device and sent once you're back online.
        </p>
      ) : null}
      {conflicts.length ? (
        <section aria-labelledby="sync-conflicts" className="mb-6">
          <h3 id="sync-conflicts" className="mb-2 text-sm font-semibold text-ink">
            Needs your attention
          </h3>
          <ul className="space-y-3">
            {conflicts.map((item) => (
              <SyncItem key={item.seq} item={item} onNavigate={onClose} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="sync-waiting">
        <h3 id="sync-waiting" className="mb-2 text-sm font-semibold text-ink">
          Waiting to sync
        </h3>
        {waiting.length ? (
          <ul className="space-y-3">
            {waiting.map((item) => (
              <SyncItem key={item.seq} item={item} onNavigate={onClose} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">Everything you saved has reached Atelier.</p>
        )}
      </section>
      {online && waiting.length ? (
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={() => void sendOutboxNow().then(requestOutboxDrain)}>
            Sync now
          </Button>
        </div>
      ) : null}
    </Sheet>
  );
}
