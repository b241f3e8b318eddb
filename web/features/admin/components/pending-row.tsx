import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';

export function PendingGroup({
  title,
  count,
  children,
}: {
  title: string;
  count: number | undefined;
  children: ReactNode;
}) {
  // A group with nothing waiting is left out; the other one still shows.
  if (count === 0) return null;
  return (
    <div>
      <h3 className="mb-3 font-sans text-sm font-semibold tracking-wide text-muted uppercase">
        {title} {count !== undefined ? <span className="tabular-nums">({count})</span> : null}
      </h3>
      <ul className="divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-surface">
        {children}
      </ul>
    </div>
  );
}

interface PendingRowProps {
  media: ReactNode;
  kind: 'Artist' | 'Artwork';
  name: string;
  meta: Array<string | null | undefined>;
  since: string;
  /** 'Joined' for an account, 'Submitted' for an artwork. */
  sinceLabel: string;
  actions: ReactNode;
}

export function PendingRow({ media, kind, name, meta, since, sinceLabel, actions }: PendingRowProps) {
  const submitted = formatDate(since);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-3 sm:gap-4">
        {media}
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">
            <span className="sr-only">{kind}: </span>
            {name}
          </p>
          <p className="truncate text-sm text-muted">{meta.filter(Boolean).join(' · ')}</p>
          {submitted ? (
            <p className="text-xs text-muted">
              {sinceLabel} {submitted}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">{actions}</div>
    </li>
  );
}

export function PendingSkeleton() {
  return (
    <ul
      aria-busy="true"
      aria-label="Loading pending approvals"
      className="divide-y divide-line rounded-(--radius-card) border border-line bg-surface"
    >
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} aria-hidden className="flex items-center gap-4 p-4">
          <Skeleton className="size-14 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <Skeleton className="hidden h-9 w-40 rounded-full sm:block" />
        </li>
      ))}
    </ul>
  );
}
