import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CloudDownload, ImageOff, Trash2 } from 'lucide-react';
import { Section } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatBytes, formatDate } from '@/lib/format';
import type { PinRow } from '@/offline/db';
import { toast } from '@/lib/toast';
import { pinnedArtist, pinnedArtwork, usePins } from '@/offline/pin-data';
import { StorageUsage } from './storage-usage';

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

/** Saves a pin again from what it holds: its pictures come back (they were removed to make room). */
async function saveAgain(pin: PinRow): Promise<void> {
  const { pinArtist, pinArtwork } = await import('@/offline/pins');
  const artwork = pinnedArtwork(pin);
  const artist = pinnedArtist(pin);
  if (artwork) await pinArtwork(artwork);
  else if (artist) await pinArtist(artist.artist, artist.artworks);
}

async function remove(key: string): Promise<void> {
  const { unpin } = await import('@/offline/pins');
  await unpin(key);
}

/** The artworks and artists saved for offline, the storage each takes, and Remove. */
export function OfflinePins() {
  const pins = usePins();
  const [busy, setBusy] = useState<string | null>(null);
  const total = pins?.reduce((sum, pin) => sum + pin.bytes, 0) ?? 0;

  const fetchAgain = async (pin: PinRow) => {
    setBusy(pin.key);
    try {
      await saveAgain(pin);
      toast({ title: 'Pictures saved again' });
    } catch {
      toast({
        title: 'Could not get the pictures',
        description: 'Check the connection, or free space on this device.',
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section
      title="Saved for offline"
      description="On this device: artworks and artists you saved open without a connection, with their pictures."
    >
      <StorageUsage />
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
          </p>
          <ul aria-label="Saved for offline" className="divide-y divide-line rounded-xl border border-line">
            {pins.map((pin) => {
              const item = describe(pin);
              return (
                <li
                  key={pin.key}
                  className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                >
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
                    {pin.imagesEvictedAt ? (
                      <p className="flex items-center gap-1.5 text-sm text-warning">
                        <ImageOff aria-hidden className="size-4 shrink-0" />
                        Pictures removed to make room on {formatDate(pin.imagesEvictedAt)}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-1 sm:justify-end">
                    {pin.imagesEvictedAt ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        loading={busy === pin.key}
                        aria-label={`Get the pictures of ${item.title} again`}
                        onClick={() => void fetchAgain(pin)}
                      >
                        <CloudDownload aria-hidden /> Get pictures
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${item.title}`}
                      onClick={() => void remove(pin.key)}
                    >
                      <Trash2 aria-hidden /> Remove
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Section>
  );
}
