import { Laptop, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatSyncTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSessions } from '@/api/sessions';
import { useEndSession } from '@/features/auth/api/sessions';
import { toastFailure } from './form-errors';

/** Profile page: where the account is signed in, with 'Sign out' for each other device. */
export function SessionsList() {
  const sessions = useSessions();
  const endSession = useEndSession();

  const onEnd = async (id: string, device: string) => {
    try {
      await endSession.mutateAsync(id);
    } catch (error) {
      toastFailure('Not signed out', error);
      return;
    }
    toast({ title: 'Signed out', description: `${device} is signed out.` });
  };

  if (sessions.isPending) return <p className="text-sm text-muted">Loading your sessions…</p>;
  if (sessions.isError) return <p className="text-sm text-muted">Your sessions could not be loaded.</p>;
  return (
    <ul
      className="divide-y divide-line rounded-(--radius-card) border border-line"
      aria-label="Your sessions"
    >
      {sessions.data.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
          {/iOS|Android/.test(session.device) ? (
            <Smartphone aria-hidden className="size-5 shrink-0 text-muted" />
          ) : (
            <Laptop aria-hidden className="size-5 shrink-0 text-muted" />
          )}
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
              {session.device}
              {session.current ? <Badge tone="success">This device</Badge> : null}
            </p>
            <p className="text-sm text-muted">
              {session.ipAddress ? `${session.ipAddress} · ` : null}
              Last active {formatSyncTime(session.lastSeenAt) ?? '—'}
            </p>
          </div>
          {session.current ? null : (
            <Button
              variant="secondary"
              onClick={() => void onEnd(session.id, session.device)}
              loading={endSession.isPending && endSession.variables === session.id}
            >
              Sign out
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
