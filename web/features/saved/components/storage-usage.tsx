import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useStorageAccount, useStorageEstimate } from '@/offline/storage-report';

/** Bytes as the quota reads best: '10 GB' rather than '10244 MB'. */
const size = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, '')} GB` : formatBytes(bytes);

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * What Atelier keeps on this device (issue 27, point 5): the browser's figure against the quota,
 * our own accounting by kind, and a way to free space. Unsent writes are never removed to make room.
 */
export function StorageUsage() {
  const account = useStorageAccount();
  const [cleared, setCleared] = useState(0);
  const estimate = useStorageEstimate([account, cleared]);
  if (!account) return null;
  const share = estimate ? Math.min(100, Math.round((estimate.usage / estimate.quota) * 100)) : null;

  const clearBrowsingPictures = async () => {
    const { IMAGE_CACHE } = await import('@/offline/storage');
    if (typeof caches !== 'undefined') await caches.delete(IMAGE_CACHE);
    setCleared((n) => n + 1);
    toast({ title: 'Pictures seen while browsing removed from this device' });
  };

  return (
    <div className="mb-6 rounded-xl border border-line px-4 py-4" data-testid="storage-usage">
      <p className="font-medium text-ink">
        {estimate
          ? `Atelier uses ${size(estimate.usage)} of ${size(estimate.quota)} on this device`
          : 'Storage on this device'}
      </p>
      {share !== null ? (
        <div
          role="meter"
          aria-label="Storage used"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
          aria-valuetext={`${share}% used`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-subtle"
        >
          <div
            className={share >= 90 ? 'h-full bg-warning' : 'h-full bg-accent'}
            style={{ width: `${Math.max(2, share)}%` }}
          />
        </div>
      ) : null}
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Saved for offline</dt>
        <dd className="text-ink" data-testid="storage-saved">
          {count(account.saved.count, 'item', 'items')} · {formatBytes(account.saved.bytes)}
        </dd>
        <dt className="text-muted">Waiting to sync</dt>
        <dd className="text-ink" data-testid="storage-unsent">
          {count(account.unsent.count, 'change', 'changes')} · {formatBytes(account.unsent.bytes)}
          {account.unsent.count ? ' · never removed to make room' : ''}
        </dd>
        <dt className="text-muted">Gallery for browsing offline</dt>
        <dd className="text-ink">
          {count(account.catalogue.count, 'entry', 'entries')} · {formatBytes(account.catalogue.bytes)}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-muted">
        When space runs short, pictures seen while browsing go first, then the pictures of the saved items you
        opened least recently. Changes waiting to sync are kept.
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => void clearBrowsingPictures()}>
        Clear browsing pictures
      </Button>
    </div>
  );
}
