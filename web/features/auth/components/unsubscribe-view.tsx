import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, MailWarning } from 'lucide-react';
import { NOTIFICATION_MAIL } from '@contract/notification-mail';
import { isApiError } from '@/lib/api-client';
import { useUnsubscribe } from '@/features/auth/api/notification-mail';

const linkClass =
  'font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent';

function ManageLink() {
  return (
    <Link to="/profile" hash="notification-mail" className={linkClass}>
      Manage all your e-mail choices
    </Link>
  );
}

/**
 * A notification mail's unsubscribe link: turns that kind of e-mail off as the page opens (signed in
 * or not: the token is the proof; doing it twice is harmless), says in words what stopped, and
 * offers every choice on the profile.
 */
export function UnsubscribeView({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate({ token });
  }, [token, unsubscribe]);

  if (!token || unsubscribe.isError) {
    const message =
      unsubscribe.error && isApiError(unsubscribe.error)
        ? unsubscribe.error.userMessage
        : token
          ? 'We could not unsubscribe you. Check your connection and open the link again.'
          : 'This link is incomplete. Open the link from the e-mail again.';
    return (
      <div className="space-y-4" role="alert">
        <p className="flex gap-3 rounded-(--radius-card) border border-line bg-surface p-4 text-ink">
          <MailWarning aria-hidden className="size-5 shrink-0 text-warning" />
          {message}
        </p>
        <ManageLink />
      </div>
    );
  }
  if (!unsubscribe.data) return <p className="text-muted">Unsubscribing…</p>;
  const labels = unsubscribe.data.kinds.map((kind) => NOTIFICATION_MAIL[kind].label.toLowerCase());
  return (
    <div className="space-y-4" role="status">
      <div className="flex gap-3 rounded-(--radius-card) border border-line bg-surface p-4 text-ink">
        <CheckCircle2 aria-hidden className="size-5 shrink-0 text-success" />
        <div className="space-y-2">
          <p className="font-medium">You are unsubscribed.</p>
          <p>
            {labels.length
              ? `We will no longer e-mail you about ${labels.join(', ')}.`
              : 'You were getting no daily digest: nothing changed.'}{' '}
            You still see these notifications in the app.
          </p>
        </div>
      </div>
      <ManageLink />
    </div>
  );
}
