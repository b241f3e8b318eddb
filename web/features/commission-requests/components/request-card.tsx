import { useEffect, useRef, type ReactNode } from 'react';
import { CalendarClock, ExternalLink } from 'lucide-react';
import type { CommissionRequest, RequestActor } from '@contract/commission-request';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatPrice } from '@/lib/format';
import { REQUEST_STATUS } from '@/features/commission-requests/request-actions';
import { useCurrentUser } from '@/api/auth';
import { ConversationThread } from './conversation-thread';
import { RequestActions } from './request-actions';
import { ProposalView } from './proposal-view';
import { ReviewPanel } from '@/components/reviews/review-panel';
import { WorkPanel } from './work-panel';

export interface RequestCardProps {
  request: CommissionRequest;
  /** 'artist' on Received requests, 'sender' on Sent ones: decides the other party and the actions. */
  role: RequestActor;
  /** Unread messages from the other party in the request's conversation. */
  unread?: number;
  /** A notification's link points here: scroll to the card and open its thread. */
  focused?: boolean;
}

/** One commission request with everything both parties need, and the moves the viewer may make. */
export function RequestCard({ request, role, unread = 0, focused = false }: RequestCardProps) {
  const { data: user } = useCurrentUser();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'start' });
  }, [focused]);
  const status = REQUEST_STATUS[request.status];
  const otherParty = role === 'artist' ? `From ${request.senderName}` : `To ${request.artistName}`;
  const titleId = `request-${request.id}-title`;
  const details: Array<[string, string | null]> = [
    ['Service', request.serviceTitle ?? null],
    ['Waitlist place', request.waitlistPlace ? `No. ${request.waitlistPlace}` : null],
    ['Budget', formatPrice(request.budget)],
    ['Preferred medium', request.preferredMedium],
    ['Dimensions', request.dimensions],
    ['Deadline', formatDate(request.deadline)],
  ];
  const shown = details.filter((entry): entry is [string, string] => !!entry[1]);

  return (
    <article
      ref={ref}
      id={`request-${request.id}`}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-(--radius-card) border border-line bg-surface p-5 sm:p-6"
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="text-xl font-medium break-words text-ink">
            {request.title}
          </h3>
          <p className="mt-1 text-sm text-muted">
            <span className="font-medium text-ink">{otherParty}</span>
            <span aria-hidden> · </span>
            Sent {formatDate(request.createdAt)}
          </p>
        </div>
        <Badge tone={status.tone} className="self-start">
          {status.label}
        </Badge>
      </header>

      <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-ink">{request.description}</p>

      {shown.length ? (
        <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          {shown.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted">{label}</dt>
              <dd className="mt-0.5 font-medium break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {request.referenceImages.length ? <ReferenceLinks urls={request.referenceImages} /> : null}
      <ArtistAnswer request={request} role={role} />
      <ProposalView request={request} role={role} />
      <WorkPanel request={request} role={role} />
      <StatusReason request={request} role={role} />
      <RequestActions request={request} role={role} />
      <ReviewPanel request={request} role={role} />
      {request.conversationId !== null && user ? (
        <ConversationThread
          conversationId={request.conversationId}
          viewerId={user.id}
          otherName={role === 'artist' ? request.senderName : request.artistName}
          unread={unread}
          defaultOpen={focused}
        />
      ) : null}
    </article>
  );
}

function ReferenceLinks({ urls }: { urls: string[] }) {
  return (
    <div className="mt-5 text-sm">
      <p className="text-muted">Reference images</p>
      <ul className="mt-1 flex flex-wrap gap-x-4">
        {urls.map((url, i) => (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 font-medium text-accent underline-offset-4 hover:underline"
            >
              Reference {i + 1}
              <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Why the request was declined (or its quote, or why it was cancelled), as the other party wrote it. */
function StatusReason({ request, role }: { request: CommissionRequest; role: RequestActor }) {
  if (!request.statusReason) return null;
  const heading =
    request.status === 'rejected'
      ? role === 'sender'
        ? `${request.artistName} declined: their reason`
        : 'Your reason for declining'
      : request.status === 'quote_declined'
        ? role === 'artist'
          ? `${request.senderName} declined your quote: their reason`
          : 'Your reason for declining the quote'
        : 'Reason given';
  return (
    <div className="mt-5 rounded-xl border border-line p-4 text-sm">
      <p className="font-medium text-ink">{heading}</p>
      <p className="mt-1 leading-relaxed whitespace-pre-line text-ink">{request.statusReason}</p>
    </div>
  );
}

/** The artist's notes, quote and estimated completion, when there are any. */
function ArtistAnswer({ request, role }: { request: CommissionRequest; role: RequestActor }) {
  // With a proposal, its own panel shows the price and the date.
  const quote = request.proposal ? null : formatPrice(request.quotedPrice);
  const eta = request.proposal ? null : formatDate(request.estimatedCompletion);
  if (!request.artistNotes && !quote && !eta) return null;
  const waiting = request.status === 'quoted' && !request.proposal;
  return (
    <div
      className={
        'mt-5 rounded-xl p-4 text-sm ' + (waiting ? 'border border-warning/40 bg-warning-soft' : 'bg-subtle')
      }
    >
      {waiting ? (
        <p className="mb-2 font-medium text-ink">
          {role === 'sender'
            ? `${request.artistName} sent you a quote. Accept it and work may start, or decline it.`
            : `Your quote waits for ${request.senderName}'s answer. You can revise it until it is accepted.`}
        </p>
      ) : null}
      <p className="font-medium text-ink">{request.artistNotes ? 'Artist notes' : "Artist's quote"}</p>
      {request.artistNotes ? (
        <p className="mt-1 leading-relaxed whitespace-pre-line text-ink">{request.artistNotes}</p>
      ) : null}
      {quote || eta ? (
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {quote ? <Fact label="Quote" value={quote} /> : null}
          {eta ? (
            <Fact label="Estimated completion" value={eta} icon={<CalendarClock aria-hidden />} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Fact({ label, value, icon }: { label: string; value: string; icon?: ReactNode }) {
  return (
    <p className="flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:text-muted">
      {icon}
      <span className="text-muted">{label}:</span>
      <span className="font-semibold text-ink tabular-nums">{value}</span>
    </p>
  );
}

export function RequestCardSkeleton() {
  return (
    <div aria-hidden className="rounded-(--radius-card) border border-line bg-surface p-6">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <Skeleton className="mt-5 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <div className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
    </div>
  );
}
