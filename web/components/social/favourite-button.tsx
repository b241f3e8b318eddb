import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import clsx from 'clsx';
import { useCurrentUser } from '@/api/auth';
import { useSavedIds } from '@/api/follows';
import { toast } from '@/lib/toast';
import { useSignInTo, whyItFailed } from './use-sign-in-to';
import type * as Pending from '@/lib/pending-action';

export interface FavouriteButtonProps {
  artworkId: number;
  /** The artwork's title, for the button's accessible name. */
  title: string;
  /** 'overlay': a round button over a card's image; 'inline': beside the detail page's actions. */
  look?: 'overlay' | 'inline';
  className?: string;
}

/**
 * The heart of an artwork (issue 13, point 5): saves it to the signed-in user's favourites, pressed
 * again removes it. A visitor is led to sign in.
 */
export function FavouriteButton({ artworkId, title, look = 'overlay', className }: FavouriteButtonProps) {
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const saved = useSavedIds(Boolean(user)).data;
  const signInFirst = useSignInTo('save favourites');
  const [busy, setBusy] = useState(false);
  const on = saved?.artworkIds.includes(artworkId) ?? false;

  const toggle = async (to = !on) => {
    if (!signInFirst(user === undefined ? undefined : user !== null, { kind: 'favourite', artworkId }))
      return;
    setBusy(true);
    try {
      await (await import('@/api/follow-writes')).setFavourite(queryClient, artworkId, to, title);
      toast({ title: to ? 'Saved to your favourites' : 'Removed from your favourites' });
    } catch (error) {
      toast({
        title: 'Could not update your favourites',
        description: whyItFailed(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  // Back from signing in after tapping the heart: it is set now (once; already set stays set).
  const finish = useEffectEvent(({ takeAction }: typeof Pending, known: number[]) => {
    if (!takeAction('favourite', (a) => a.artworkId === artworkId)) return;
    // After this render (toggle sets state): the heart or follow is set as if tapped.
    if (!known.includes(artworkId)) void Promise.resolve().then(() => toggle(true));
  });
  useEffect(() => {
    if (user && saved) void import('@/lib/pending-action').then((m) => finish(m, saved.artworkIds));
  }, [user, saved]);

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? `Remove ${title} from favourites` : `Save ${title} to favourites`}
      title={on ? 'Remove from favourites' : 'Save to favourites'}
      disabled={busy}
      onClick={(event) => {
        // On a card the whole tile is a link: the heart must not open the artwork.
        event.preventDefault();
        event.stopPropagation();
        void toggle();
      }}
      className={clsx(
        'inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60',
        look === 'overlay'
          ? 'z-10 bg-surface/90 text-ink shadow-sm ring-1 ring-line backdrop-blur hover:bg-surface'
          : 'border border-line-strong bg-surface text-ink hover:bg-subtle',
        className,
      )}
    >
      <Heart aria-hidden className={clsx('size-5', on ? 'fill-accent text-accent' : '')} />
    </button>
  );
}
