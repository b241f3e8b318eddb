import { lazy, Suspense, useState } from 'react';
import { AlertTriangle, CloudCheck, CloudUpload, WifiOff } from 'lucide-react';
import clsx from 'clsx';
import { useOutboxItems } from '@/offline/use-outbox';
import { useOnline } from './offline-banner';

// The panel (a sheet with the items, Retry / Edit / Discard) loads when it is first opened, not
// with the public first load (issue 10).
const SyncPanel = lazy(() => import('./sync-panel').then((module) => ({ default: module.SyncPanel })));

/**
 * The header's sync button: offline, how many writes wait, how many need attention. It opens the
 * sync panel: pending items with their upload progress, conflicts with Retry / Edit / Discard, and
 * the last successful send.
 */
export function SyncButton({ signedIn }: { signedIn: boolean }) {
  const online = useOnline();
  const items = useOutboxItems();
  const [open, setOpen] = useState(false);
  const conflicts = items.filter((item) => item.status === 'conflict');
  const waiting = items.filter((item) => item.status !== 'conflict');
  const Icon = !online
    ? WifiOff
    : conflicts.length
      ? AlertTriangle
      : waiting.length
        ? CloudUpload
        : CloudCheck;
  const parts = [
    online ? null : 'offline',
    waiting.length ? `${waiting.length} waiting to sync` : null,
    conflicts.length ? `${conflicts.length} ${conflicts.length === 1 ? 'needs' : 'need'} attention` : null,
  ].filter(Boolean);
  const count = waiting.length + conflicts.length;
  // A visitor online with nothing queued has nothing to sync: no button.
  if (!signedIn && online && count === 0 && !open) return null;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Sync${parts.length ? `: ${parts.join(', ')}` : ': everything is sent'}`}
        data-testid="sync-status"
        className={clsx(
          'relative inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium hover:bg-subtle',
          !online || conflicts.length ? 'text-warning' : 'text-muted',
        )}
      >
        <Icon aria-hidden className="size-5" />
        {!online ? <span className="hidden sm:inline">Offline</span> : null}
        {count ? (
          <span
            className={clsx(
              'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs',
              conflicts.length ? 'bg-warning-soft text-warning' : 'bg-accent-soft text-accent',
            )}
          >
            {count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SyncPanel open onClose={() => setOpen(false)} online={online} items={items} />
        </Suspense>
      ) : null}
    </>
  );
}
