import type { ReactNode } from 'react';
import clsx from 'clsx';
import { CloudOff } from 'lucide-react';
import { LoadError } from '@/components/layout/page';
import { LoadMore } from '@/components/ui/load-more';
import { formatCount } from '@/lib/format';
import type { GalleryList } from '@/features/gallery/use-gallery-list';

export interface GalleryResultsProps<T> {
  list: GalleryList<T>;
  /** Skeleton of the final layout. */
  pending: ReactNode;
  /** What failed to load, e.g. 'the gallery'. */
  what: string;
  /** Shown when nothing matches (EmptyState with the spec's text). */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** The results area of a gallery page: skeleton, error, empty state, or the items (dimmed while updating). */
export function GalleryResults<T>({ list, pending, what, empty, children }: GalleryResultsProps<T>) {
  if (!list.data) return list.isPending ? pending : <LoadError what={what} onRetry={list.refetch} />;
  return (
    <div aria-busy={list.isUpdating || undefined}>
      {list.isLocal && !list.isRevalidating ? (
        <p className="mb-6 flex items-center gap-2 rounded-xl bg-subtle px-4 py-3 text-sm text-muted">
          <CloudOff aria-hidden className="size-4 shrink-0" />
          These results are filtered on this device from what it saved earlier.
        </p>
      ) : null}
      <div className={clsx('transition-opacity duration-200', list.isUpdating && 'opacity-60')}>
        {list.data.items.length === 0 ? empty : children(list.data.items)}
      </div>
      <LoadMore more={list.more} auto />
    </div>
  );
}

/** "1 artwork", "24 artworks", "10,000+ artworks" when the server stopped counting; undefined before the first answer. */
export function countText(
  total: number | undefined,
  one: string,
  many: string,
  capped = false,
): string | undefined {
  if (total === undefined) return undefined;
  return `${formatCount(total)}${capped ? '+' : ''} ${total === 1 && !capped ? one : many}`;
}
