import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows in the table's shape (stacked cards on phones) while the list loads. */
export function TableSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 lg:gap-0 lg:divide-y lg:divide-line lg:rounded-(--radius-card) lg:border lg:border-line lg:bg-surface"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          data-skeleton-row=""
          className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-surface p-4 lg:flex-row lg:items-center lg:gap-6 lg:rounded-none lg:border-0 lg:bg-transparent lg:px-4 lg:py-3"
        >
          <div className="flex items-center gap-3 lg:w-72">
            <Skeleton className="size-12 shrink-0 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-4 w-2/3 lg:w-32" />
          <Skeleton className="h-4 w-1/2 lg:w-24" />
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-9 w-full rounded-full lg:ml-auto lg:w-40" />
        </div>
      ))}
    </div>
  );
}
