import { useEffect, useEffectEvent, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCheck, UserPlus } from 'lucide-react';
import { useCurrentUser } from '@/api/auth';
import { followStateQueryOptions, useSavedIds } from '@/api/follows';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { followerCountText } from './follower-count';
import { useSignInTo, whyItFailed } from './use-sign-in-to';
import type * as Pending from '@/lib/pending-action';

/**
 * Follow / Following on an artist's profile (issue 13, point 5), with the follower count. A
 * follower hears of each new public artwork of the artist (the bell). A visitor is led to sign in.
 */
export function FollowButton({ artistId, artistName }: { artistId: number; artistName: string }) {
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const saved = useSavedIds(Boolean(user)).data;
  const state = useQuery(followStateQueryOptions(artistId)).data;
  const signInFirst = useSignInTo('follow artists');
  const [busy, setBusy] = useState(false);
  const following = saved ? saved.artistIds.includes(artistId) : (state?.following ?? false);

  const toggle = async (to = !following) => {
    if (!signInFirst(user === undefined ? undefined : user !== null, { kind: 'follow', artistId })) return;
    setBusy(true);
    try {
      await (await import('@/api/follow-writes')).setFollowing(queryClient, artistId, to, artistName);
      toast({
        title: to ? `You follow ${artistName}` : `You no longer follow ${artistName}`,
        description: to ? 'You will be told when they publish a new artwork.' : undefined,
      });
    } catch (error) {
      toast({
        title: 'Could not update whom you follow',
        description: whyItFailed(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  // Back from signing in after tapping Follow: it is set now (once; already following stays so).
  const finish = useEffectEvent(({ takeAction }: typeof Pending, known: number[]) => {
    if (!takeAction('follow', (a) => a.artistId === artistId)) return;
    // After this render (toggle sets state): the heart or follow is set as if tapped.
    if (!known.includes(artistId)) void Promise.resolve().then(() => toggle(true));
  });
  useEffect(() => {
    if (user && saved) void import('@/lib/pending-action').then((m) => finish(m, saved.artistIds));
  }, [user, saved]);

  return (
    <div className="flex items-center gap-3">
      <Button
        variant={following ? 'secondary' : 'primary'}
        loading={busy}
        aria-pressed={following}
        onClick={() => void toggle()}
      >
        {following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
        {following ? 'Following' : 'Follow'}
      </Button>
      {state ? (
        <span className="text-sm text-muted" data-testid="follower-count">
          {followerCountText(state.followers)}
        </span>
      ) : null}
    </div>
  );
}
