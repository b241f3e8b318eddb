import { useState } from 'react';
import { useModerationHistory } from '@/api/moderation';
import { formatDate } from '@/lib/format';
import { historyLine } from './review-rules';

/**
 * The decisions and resubmissions of an artwork or artist profile, newest first, with each reason
 * and note (issue 25, point 6). Collapsed, it loads only once opened (the artist's dashboard);
 * open, at once (the admin's details dialog).
 */
export function ReviewHistory({
  subject,
  id,
  collapsed = false,
}: {
  subject: 'artwork' | 'artist';
  id: number;
  collapsed?: boolean;
}) {
  const [open, setOpen] = useState(!collapsed);
  const list = <HistoryList subject={subject} id={id} enabled={open} />;
  if (!collapsed) {
    return (
      <section aria-label="Review history">
        <h3 className="font-sans text-sm font-medium text-muted">Review history</h3>
        {list}
      </section>
    );
  }
  return (
    <details className="mt-1" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm text-accent">Review history</summary>
      {open ? list : null}
    </details>
  );
}

function HistoryList({
  subject,
  id,
  enabled,
}: {
  subject: 'artwork' | 'artist';
  id: number;
  enabled: boolean;
}) {
  const query = useModerationHistory(subject, id, enabled);
  if (query.isPending) return <p className="mt-1 text-sm text-muted">Loading…</p>;
  if (query.isError)
    return <p className="mt-1 text-sm text-danger">The review history could not be loaded.</p>;
  if (query.data.items.length === 0) return <p className="mt-1 text-sm text-muted">No decisions yet.</p>;
  return (
    <ol className="mt-1 space-y-1.5 text-sm" data-testid="review-history">
      {query.data.items.map((event) => {
        const line = historyLine(event);
        return (
          <li key={event.id} className="break-words">
            <span className="font-medium text-ink">{line.label}</span>
            <span className="text-muted"> · {formatDate(event.at)}</span>
            {line.noteLabel ? (
              <span className="block text-ink">
                {line.noteLabel}: {event.note}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
