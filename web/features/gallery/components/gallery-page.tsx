import type { ReactNode } from 'react';
import { WifiOff, type LucideIcon } from 'lucide-react';
import { useOnline } from '@/components/layout/offline-banner';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { formatSyncTime } from '@/lib/format';
import { EmptyState } from '@/components/ui/empty-state';
import type { SortOption } from '@/features/gallery/browse';
import type { GalleryList } from '@/features/gallery/use-gallery-list';
import type { GalleryFilter } from './filter-controls';
import { countText, GalleryResults } from './gallery-results';
import { GalleryToolbar } from './gallery-toolbar';

export interface GalleryPageProps<T, S extends string> {
  header: { eyebrow: string; title: string; description: string; actions?: ReactNode };
  /** Between the header and the toolbar (the artists page's numbers and specialty chips). */
  intro?: ReactNode;
  search: { label: string; placeholder: string; value: string | undefined };
  filters: readonly GalleryFilter[];
  sort: { value: S | undefined; options: readonly SortOption<S>[] };
  /** Merges a change into the URL; `replace` when refining a search already made. */
  onUpdate: (patch: { search?: string | undefined; sort?: S | undefined }, replace?: boolean) => void;
  onClear: () => void;
  list: GalleryList<T>;
  /** The results' noun for the count: ['artwork', 'artworks']. */
  noun: readonly [one: string, many: string];
  /** What failed to load, e.g. 'the gallery'. */
  what: string;
  pending: ReactNode;
  /** Nothing matches: the spec's title; the hint and the clear button only when something is filtered. */
  empty: { icon: LucideIcon; title: string; filteredHint: string };
  /** Whether a search or a filter is set. */
  filtered: boolean;
  children: (items: T[]) => ReactNode;
}

/** One gallery page (artworks, artists, commissions): header, toolbar, then results or their empty state. */
export function GalleryPage<T, S extends string>(props: GalleryPageProps<T, S>) {
  const { search, sort, onUpdate, onClear, filtered, empty } = props;
  const online = useOnline();
  return (
    <PageContainer>
      <PageHeader {...props.header} />
      {online ? null : <OfflineNote lastSyncedAt={props.list.lastSyncedAt} />}
      {props.intro}
      <GalleryToolbar
        search={{
          ...search,
          onCommit: (text) => onUpdate({ search: text }, Boolean(search.value && text)),
        }}
        filters={props.filters}
        sort={{
          value: sort.value ?? ('recent' as S),
          options: sort.options,
          onChange: (value) => onUpdate({ sort: value === 'recent' ? undefined : value }),
        }}
        countText={onDeviceText(
          countText(props.list.data?.total, ...props.noun, props.list.data?.capped),
          props.list.onDevice,
        )}
        onClear={onClear}
      />
      <div className="pt-8">
        <GalleryResults
          list={props.list}
          pending={props.pending}
          what={props.what}
          empty={
            <EmptyState
              icon={empty.icon}
              title={empty.title}
              description={filtered ? empty.filteredHint : undefined}
              action={filtered ? <Button onClick={onClear}>Clear filters</Button> : undefined}
            />
          }
        >
          {props.children}
        </GalleryResults>
      </div>
    </PageContainer>
  );
}

/** '62 artworks on this device': offline the count is what the device holds (issue 27, point 2). */
function onDeviceText(count: string | undefined, onDevice: boolean): string | undefined {
  return count && onDevice ? `${count} on this device` : count;
}

/** 'Offline · last synced 2:05 PM': what the gallery shows is as fresh as that (issue 11, point 1). */
function OfflineNote({ lastSyncedAt }: { lastSyncedAt: string | null }) {
  const time = formatSyncTime(lastSyncedAt);
  return (
    <p
      role="status"
      data-testid="gallery-offline-note"
      className="mb-4 inline-flex items-center gap-2 rounded-full bg-warning-soft px-3 py-1 text-sm text-warning"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      {time ? `Offline · last synced ${time}` : 'Offline · not synced yet'}
    </p>
  );
}
