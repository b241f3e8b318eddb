import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { ArrowLeft, Inbox, MailX } from 'lucide-react';
import type { MailMessage, MailSummary } from '@contract/mail';
import { LoadError, PageContainer, PageHeader } from '@/components/layout/page';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useMailbox, useMailMessage } from '@/api/mailbox';
import { framedHtml, linksOf, mailStatusText } from '../mail-status';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * `/dev/mailbox`: while no SMTP server is configured, the mail Atelier sent is kept here (issue 24).
 * The server decides who reads it (anyone in development, admins otherwise).
 */
export function MailboxPage({ selected }: { selected: number | undefined }) {
  const mailbox = useMailbox();
  return (
    <PageContainer width="wide" className="pb-16">
      <PageHeader
        title="Mailbox"
        description="The mail Atelier sent while no SMTP server is set up. Links in it work as they would from your inbox."
      />
      {mailbox.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : mailbox.isError ? (
        <MailboxError error={mailbox.error} onRetry={() => void mailbox.refetch()} />
      ) : mailbox.list!.items.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No mail yet"
          description="Mail appears here when Atelier sends one: a password reset, a verification, a notification."
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
          <div className={clsx(selected !== undefined && 'hidden lg:block')}>
            <ul aria-label="Mail" className="divide-y divide-line rounded-(--radius-card) border border-line">
              {mailbox.list!.items.map((mail) => (
                <MailRow key={mail.id} mail={mail} active={mail.id === selected} />
              ))}
            </ul>
            <LoadMore more={mailbox.more} />
          </div>
          {selected !== undefined ? <MailReader id={selected} /> : null}
        </div>
      )}
    </PageContainer>
  );
}

function MailRow({ mail, active }: { mail: MailSummary; active: boolean }) {
  const status = mailStatusText(mail.status, mail.attempts);
  return (
    <li>
      <Link
        to="/dev/mailbox"
        search={{ mail: mail.id }}
        aria-current={active ? 'true' : undefined}
        className={clsx('block px-4 py-3 hover:bg-subtle', active && 'bg-subtle')}
      >
        <span className="block truncate font-medium text-ink">{mail.subject ?? `(${mail.kind})`}</span>
        <span className="block truncate text-sm text-muted">To {mail.to}</span>
        <span className="mt-1 flex items-center gap-2 text-xs text-muted">
          <time dateTime={mail.createdAt}>{when(mail.createdAt)}</time>
          {mail.status !== 'sent' ? <Badge tone={status.tone}>{status.text}</Badge> : null}
        </span>
      </Link>
    </li>
  );
}

function MailReader({ id }: { id: number }) {
  const message = useMailMessage(id);
  return (
    <article aria-label="Mail" className="min-w-0 rounded-(--radius-card) border border-line bg-surface">
      <div className="border-b border-line px-5 py-3 lg:hidden">
        <ButtonLink to="/dev/mailbox" variant="ghost">
          <ArrowLeft aria-hidden /> Back to the mailbox
        </ButtonLink>
      </div>
      {message.isPending ? (
        <Skeleton className="m-5 h-64" />
      ) : message.isError ? (
        <div className="p-5">
          <MailboxError error={message.error} onRetry={() => void message.refetch()} />
        </div>
      ) : (
        <MailBody mail={message.data} />
      )}
    </article>
  );
}

function MailBody({ mail }: { mail: MailMessage }) {
  const status = mailStatusText(mail.status, mail.attempts);
  const links = mail.text ? linksOf(mail.text) : [];
  return (
    <>
      <header className="space-y-1 border-b border-line px-5 py-4">
        <h2 className="text-2xl font-medium text-ink">{mail.subject ?? `(${mail.kind})`}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
          {mail.from ? (
            <>
              <dt>From</dt>
              <dd className="break-all">{mail.from}</dd>
            </>
          ) : null}
          <dt>To</dt>
          <dd className="break-all">{mail.to}</dd>
          <dt>Date</dt>
          <dd>{when(mail.sentAt ?? mail.createdAt)}</dd>
          <dt>Status</dt>
          <dd>
            {status.text}
            {mail.lastError ? ` — ${mail.lastError}` : ''}
          </dd>
        </dl>
      </header>
      {links.length ? (
        <nav aria-label="Links in this mail" className="border-b border-line px-5 py-3">
          <ul className="space-y-1 text-sm">
            {links.map((href) => (
              <li key={href}>
                <a href={href} className="break-all text-accent underline underline-offset-4">
                  {href}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {mail.html ? (
        <iframe
          title="The mail as HTML"
          sandbox="allow-top-navigation-by-user-activation allow-popups"
          srcDoc={framedHtml(mail.html)}
          className="h-[32rem] w-full bg-white"
        />
      ) : null}
      {mail.text ? (
        <details className="border-t border-line px-5 py-3">
          <summary className="cursor-pointer text-sm font-medium text-ink">Plain text</summary>
          <pre className="mt-3 text-sm whitespace-pre-wrap text-ink">{mail.text}</pre>
        </details>
      ) : null}
    </>
  );
}

function MailboxError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (isApiError(error) && [401, 403, 404].includes(error.status)) {
    const title =
      error.status === 401
        ? 'Log in to read the mailbox'
        : error.status === 403
          ? 'Only admins read the mailbox'
          : 'Mail goes out by SMTP';
    const description =
      error.status === 404
        ? 'This server sends its mail through an SMTP server: there is no mailbox to read here.'
        : 'It holds password reset and sign-in links, so only admins may read it.';
    return (
      <EmptyState
        icon={MailX}
        title={title}
        description={description}
        action={error.status === 401 ? <ButtonLink to="/login">Log in</ButtonLink> : undefined}
      />
    );
  }
  return <LoadError what="the mailbox" onRetry={onRetry} />;
}
