import type { ReactNode } from 'react';
import { CalendarClock, ExternalLink } from 'lucide-react';
import type { CommissionRequest, RequestActor } from '@contract/commission-request';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatPrice } from '@/lib/format';
import { REQUEST_STATUS } from '@/features/commission-requests/request-actions';
import { RequestActions } from './request-actions';

export interface RequestCardProps {
  request: CommissionRequest;
  /** 'artist' on Received requests, 'sender' on Sent ones: decides the other party and the actions. */
  role: RequestActor;
}

/** One commission request with everything both parties need, and the moves the viewer may make. */
export function RequestCard({ request, role }: RequestCardProps) {
  const status = REQUEST_STATUS[request.status];
  const otherParty = role === 'artist' ? `From ${request.senderName}` : `To ${request.artistName}`;
  const titleId = `request-${request.id}-title`;
  const details: Array<[string, string | null]> = [
    ['Budget', formatPrice(request.budget)],
    ['Preferred medium', request.preferredMedium],
    ['Dimensions', request.dimensions],
    ['Deadline', formatDate(request.deadline)],
  ];
  const shown = details.filter((entry): entry is [string, string] => !!entry[1]);

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-(--radius-card) border border-line bg-surface p-5 sm:p-6"
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
      <ArtistAnswer request={request} />
      <RequestActions request={request} role={role} />
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

/** The artist's notes, quote and estimated completion, when there are any. */
function ArtistAnswer({ request }: { request: CommissionRequest }) {
  const quote = formatPrice(request.quotedPrice);
  const eta = formatDate(request.estimatedCompletion);
  if (!request.artistNotes && !quote && !eta) return null;
  return (
    <div className="mt-5 rounded-xl bg-subtle p-4 text-sm">
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
