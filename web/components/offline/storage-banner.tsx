import { Link } from '@tanstack/react-router';
import { HardDrive } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PinRow } from '@/offline/db';
import { pinnedArtist, pinnedArtwork } from '@/offline/pin-data';
import { useUnseenEvictions } from '@/offline/storage-report';

/** What a saved item is called ('Neon Alley', 'Maya Okafor'). */
export function pinTitle(pin: PinRow): string {
  return pinnedArtwork(pin)?.title ?? pinnedArtist(pin)?.artist.displayName ?? 'a saved item';
}

/** '“Neon Alley”', '“Neon Alley” and “Dusk”', '“Neon Alley” and 2 more'. */
function names(pins: readonly PinRow[]): string {
  const [first, second] = pins.map((pin) => `“${pinTitle(pin)}”`);
  if (pins.length === 1) return first!;
  if (pins.length === 2) return `${first} and ${second}`;
  return `${first} and ${pins.length - 1} more`;
}

/**
 * Says once that the pictures of saved items were taken off this device to make room (issue 27,
 * point 5: web/offline/storage.ts), until read: their details stay saved, 'Manage storage' opens
 * /saved.
 */
export function StorageBanner() {
  const evicted = useUnseenEvictions();
  if (!evicted?.length) return null;
  const one = evicted.length === 1;
  return (
    <div role="status" data-testid="storage-banner" className="border-b border-line bg-warning-soft">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-warning sm:px-6 lg:px-8">
        <p className="flex min-w-0 flex-1 items-center gap-2">
          <HardDrive aria-hidden className="size-4 shrink-0" />
          <span>
            To make room on this device, the pictures of {names(evicted)} were removed.{' '}
            {one ? 'Its details are' : 'Their details are'} still saved for offline.
          </span>
        </p>
        <span className="flex items-center gap-2">
          <Link to="/saved" className="font-medium underline underline-offset-4">
            Manage storage
          </Link>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              void import('@/offline/storage').then(({ acknowledgeEvictions }) => acknowledgeEvictions())
            }
          >
            Dismiss
          </Button>
        </span>
      </div>
    </div>
  );
}
