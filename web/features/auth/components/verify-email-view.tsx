import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, MailWarning } from 'lucide-react';
import { isApiError } from '@/lib/api-client';
import { useVerifyEmail } from '@/features/auth/api/account-mail';

const linkClass =
  'font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent';

/**
 * Opens the confirmation link once, as the page loads (a link works once: the ref keeps a second
 * mount of the same page from spending it), and says what happened.
 */
export function VerifyEmailView({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  if (!token || verify.isError) {
    const message =
      verify.error && isApiError(verify.error)
        ? verify.error.userMessage
        : token
          ? 'We could not confirm your e-mail. Check your connection and open the link again.'
          : 'This link is incomplete. Open the link from the e-mail again.';
    return (
      <div className="space-y-4" role="alert">
        <p className="flex gap-3 rounded-(--radius-card) border border-line bg-surface p-4 text-ink">
          <MailWarning aria-hidden className="size-5 shrink-0 text-warning" />
          {message}
        </p>
        <Link to="/profile" className={linkClass}>
          Go to your profile
        </Link>
      </div>
    );
  }
  if (!verify.data) return <p className="text-muted">Confirming your e-mail…</p>;
  return (
    <div className="space-y-4" role="status">
      <p className="flex gap-3 rounded-(--radius-card) border border-line bg-surface p-4 text-ink">
        <CheckCircle2 aria-hidden className="size-5 shrink-0 text-success" />
        {verify.data.outcome === 'changed'
          ? `Your account's e-mail address is now ${verify.data.email}.`
          : `Thank you: ${verify.data.email} is confirmed.`}
      </p>
      <Link to="/profile" className={linkClass}>
        Go to your profile
      </Link>
    </div>
  );
}
