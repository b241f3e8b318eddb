import { useEffect, useState } from 'react';
import { CloudDownload, CloudOff } from 'lucide-react';
import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format';
import { toast } from '@/lib/toast';
import { pinKey, usePinned } from '@/offline/pin-data';

export type SaveForOfflineTarget =
  | { entity: 'artwork'; artwork: Artwork }
  | {
      entity: 'artist';
      artist: Artist;
      /** The whole portfolio, every page (saving waits for it: never the pages loaded so far). */
      loadArtworks: () => Promise<readonly Artwork[]>;
    };

/**
 * 'Save for offline' on an artwork or an artist profile (issue 11, point 4): keeps the data and its
 * phone-sized images on this device; pressed again, removes them. An artist is saved with their whole
 * portfolio, loaded first; the delta pull keeps it current afterwards (web/offline/pins.ts).
 */
export function SaveForOfflineButton({ target }: { target: SaveForOfflineTarget }) {
  const id = target.entity === 'artwork' ? target.artwork.id : target.artist.id;
  const pinned = usePinned(target.entity, id);
  const [busy, setBusy] = useState(false);
  // Opened: the saved item is used, so the last to lose its pictures when space runs short.
  useEffect(() => {
    if (pinned) void import('@/offline/storage').then(({ touchPin }) => touchPin(pinKey(target.entity, id)));
  }, [pinned, target.entity, id]);

  const toggle = async () => {
    setBusy(true);
    try {
      // Saving (Dexie and the image cache) loads when first pressed, not with the page.
      const { pinArtist, pinArtwork, unpin } = await import('@/offline/pins');
      if (pinned) {
        await unpin(pinKey(target.entity, id));
        toast({ title: 'Removed from this device' });
      } else {
        const row =
          target.entity === 'artwork'
            ? await pinArtwork(target.artwork)
            : await pinArtist(target.artist, await target.loadArtworks());
        toast({ title: 'Saved for offline', description: `${formatBytes(row.bytes)} on this device` });
      }
    } catch {
      toast({
        title: 'Could not save for offline',
        description: 'This device may be out of space.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      disabled={pinned === undefined}
      aria-pressed={pinned ?? false}
      onClick={() => void toggle()}
    >
      {pinned ? <CloudOff aria-hidden /> : <CloudDownload aria-hidden />}
      {pinned ? 'Saved for offline' : 'Save for offline'}
    </Button>
  );
}
