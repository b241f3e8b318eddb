import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** 'sent': the server ended the session; 'queued': offline, it will be told later; 'failed'. */
export type LogoutOutcome = 'sent' | 'queued' | 'failed';

/**
 * A sign-out asked for in the header (web/routes/__root.tsx renders this, as a chunk of its own,
 * from the tap on): logging out empties the outbox with the rest of the local store, so it asks
 * first when the outbox holds writes. `onDone` says how it ended (undefined: the question was declined);
 * the layout says it with a toast (web/lib/toast.ts stays in the first load's chunk it is in).
 */
export default function Logout({ onDone }: { onDone: (outcome?: LogoutOutcome) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  /** Unsent writes that logging out would delete (the question is open while it is set). */
  const [unsent, setUnsent] = useState<number | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const started = useRef(false);

  const logoutNow = () => {
    setLoggingOut(true);
    // The write path loads with the first sign-out, not with the public shell (issue 10).
    import('@/features/auth/api/logout')
      .then(({ signOut }) => signOut(queryClient))
      .then(
        (sent) => {
          void navigate({ to: '/' });
          onDone(sent === 'queued' ? 'queued' : 'sent');
        },
        () => onDone('failed'),
      );
  };

  useEffect(() => {
    if (started.current) return; // once per sign-out (StrictMode runs effects twice)
    started.current = true;
    void import('@/offline/outbox')
      .then(({ unsentWriteCount }) => unsentWriteCount())
      .then((count) => (count > 0 ? setUnsent(count) : logoutNow()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one sign-out per mount
  }, []);

  if (unsent === null) return null;
  return (
    <ConfirmDialog
      open
      onClose={() => onDone()}
      onConfirm={logoutNow}
      title="Log out and delete unsent changes?"
      message={`${unsent} ${unsent === 1 ? 'change has' : 'changes have'} not reached the server yet. Logging out deletes ${unsent === 1 ? 'it' : 'them'} from this device.`}
      confirmLabel="Log out and delete"
      cancelLabel="Stay signed in"
      destructive
      pending={loggingOut}
    />
  );
}
