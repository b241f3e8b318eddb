import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CloudDownload, Trash2 } from 'lucide-react';
import { Section } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatBytes, formatDate } from '@/lib/format';
import type { PinRow } from '@/offline/db';
import { pinnedArtist, pinnedArtwork, unpin, usePins } from '@/offline/pins';

/** What one saved item is called and where it opens. */
function describe(pin: PinRow): { title: string; detail: string; to: '/artwork/$id' | '/artist/$id' } {
  const artwork = pinnedArtwork(pin);
  if (artwork)
    return { title: artwork.title, detail: `Artwork by ${artwork.artistName}`, to: '/artwork/$id' };
  const artist = pinnedArtist(pin);
  const count = artist?.artworks.length ?? 0;
  return {
    title: artist?.artist.displayName ?? 'Artist',
    detail: `Artist · ${count} ${count === 1 ? 'artwork' : 'artworks'}`,
    to: '/artist/$id',
  };
}

/** How much this origin stores in all (IndexedDB, caches, localStorage), when the browser says. */
function useStorageUsage(pins: readonly PinRow[] | undefined): number | null {
  const [usage, setUsage] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void navigator.storage
      ?.estimate?.()
      .then((estimate) => {
        if (live) setUsage(estimate.usage ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pins]);
  return usage;
}

/** The artworks and artists saved for offline, the storage each takes, and Remove. */
export function OfflinePins() {
  const pins = usePins();
  const usage = useStorageUsage(pins);
  const total = pins?.reduce((sum, pin) => sum + pin.bytes, 0) ?? 0;

  return (
    <Section
      title="Saved for offline"
      description="On this device: artworks and artists you saved open without a connection, with their pictures."
    >
      {pins === undefined ? null : pins.length === 0 ? (
        <EmptyState
          icon={CloudDownload}
          title="Nothing saved yet"
          description="Use 'Save for offline' on an artwork or an artist's profile."
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" data-testid="saved-total">
            {pins.length} saved · {formatBytes(total)}
            {usage !== null ? ` · ${formatBytes(usage)} used by Atelier on this device` : ''}
          </p>
          <ul aria-label="Saved for offline" className="divide-y divide-line rounded-xl border border-line">
            {pins.map((pin) => {
              const item = describe(pin);
              return (
                <li key={pin.key} className="flex items-center justify-between gap-4 px-4 py-3">
                  <div className="min-w-0">
                    <Link
                      to={item.to}
                      params={{ id: pin.id }}
                      className="block truncate font-medium text-ink hover:underline"
                    >
                      {item.title}
                    </Link>
                    <p className="text-sm text-muted">
                      {item.detail} · {formatBytes(pin.bytes)} · saved {formatDate(pin.savedAt)}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${item.title}`}
                    onClick={() => void unpin(pin.key)}
                  >
                    <Trash2 aria-hidden /> Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Section>
  );
}
