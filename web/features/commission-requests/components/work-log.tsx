import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useCommissionUpdates } from '@/api/commission-requests';

const KIND_LABEL = {
  update: 'Work update',
  delivery: 'Delivered',
  approval: 'Approved',
  revision: 'Revision asked',
  extension: 'Extension',
  extension_answer: 'Extension answer',
  revision_offer: 'Extra revisions',
  cancellation: 'Cancelled',
} as const;

/**
 * The work log of a commission (updates, deliveries, answers), oldest first. Closed, it fetches
 * nothing: a page of cards asks for the logs its viewer opens, not one per card on mount.
 */
export function WorkLog({
  requestId,
  open,
  onToggle,
}: {
  requestId: number;
  open: boolean;
  onToggle: () => void;
}) {
  const logId = `work-log-${requestId}`;
  return (
    <div className="mt-4">
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={logId} onClick={onToggle}>
        <ChevronDown aria-hidden className={clsx('size-4 transition-transform', open && 'rotate-180')} />
        {open ? 'Hide the work log' : 'Show the work log'}
      </Button>
      {open ? <WorkLogEntries id={logId} requestId={requestId} /> : null}
    </div>
  );
}

function WorkLogEntries({ id, requestId }: { id: string; requestId: number }) {
  const { data, isPending } = useCommissionUpdates(requestId);
  if (isPending)
    return (
      <p id={id} className="mt-2 text-muted">
        Loading the work log…
      </p>
    );
  if (!data?.length)
    return (
      <p id={id} className="mt-2 text-muted">
        Nothing posted yet.
      </p>
    );
  return (
    <ol id={id} aria-label="Work log" className="mt-2 grid gap-3">
      {data.map((u) => (
        <li key={u.id} className="rounded-lg bg-subtle p-3">
          <p className="text-muted">
            <span className="font-medium text-ink">{KIND_LABEL[u.kind]}</span>
            {u.milestone ? ` · milestone ${u.milestone}` : ''} · {u.authorName} · {formatDate(u.createdAt)}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-ink">{u.body}</p>
          {u.images.length ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {u.images.map((image, i) => (
                <img
                  key={image.url}
                  src={image.url}
                  alt={`${KIND_LABEL[u.kind]}, image ${i + 1}`}
                  className="size-24 rounded-md object-cover"
                  loading="lazy"
                />
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
