import { lazy, Suspense, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { SlidersHorizontal, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PlainSelect } from '@/components/ui/plain-select';
import type { SelectOption } from '@/components/ui/select';
import { FilterNativeSelect, filterValueLabel, type GalleryFilter } from './filter-controls';
import { GallerySearchField } from './search-field';

// The phones' filter sheet (a Headless UI dialog) loads when first opened, not with the page.
const FilterSheet = lazy(() => import('./filter-sheet').then((module) => ({ default: module.FilterSheet })));

export interface GallerySort<T extends string> {
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
}

export interface GalleryToolbarProps<T extends string> {
  search: {
    label: string;
    placeholder: string;
    value: string | undefined;
    onCommit: (v: string | undefined) => void;
  };
  filters: readonly GalleryFilter[];
  sort: GallerySort<T>;
  /** e.g. "24 artworks"; undefined while the first load runs. */
  countText: string | undefined;
  /** Clears the search and every filter (the sort stays). */
  onClear: () => void;
}

/**
 * Search, filters and sort of a gallery page. Desktop: a filter bar. Phones: a "Filters" button
 * with the active count opens the filters in a bottom sheet. Active filters show as removable chips.
 */
export function GalleryToolbar<T extends string>({
  search,
  filters,
  sort,
  countText,
  onClear,
}: GalleryToolbarProps<T>) {
  const [sheetOpen, setSheetOpen] = useState(false);
  // Mounted from the first opening on, so its closing transition still plays.
  const [sheetWanted, setSheetWanted] = useState(false);
  const active = filters.filter((filter) => filter.value);
  return (
    <div className="space-y-4 border-y border-line py-5">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <GallerySearchField {...search} className="w-full md:w-auto md:min-w-56 md:flex-1" />
        {filters.map((filter) => (
          <FilterNativeSelect key={filter.name} filter={filter} className="hidden w-44 md:flex lg:w-48" />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-3">
        <Button
          variant="secondary"
          onClick={() => {
            setSheetWanted(true);
            setSheetOpen(true);
          }}
          className="order-1 md:hidden"
        >
          <SlidersHorizontal aria-hidden />
          Filters
          {active.length ? (
            <>
              <span
                aria-hidden
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs text-accent-ink tabular-nums"
              >
                {active.length}
              </span>
              <span className="sr-only">({active.length} active)</span>
            </>
          ) : null}
        </Button>
        <SortControl sort={sort} className="order-2 ml-auto md:order-3" />
        <p
          aria-live="polite"
          className="order-3 basis-full text-sm text-muted tabular-nums md:order-1 md:basis-auto"
        >
          {countText}
        </p>
        <ActiveFilterChips search={search} filters={active} onClear={onClear} />
      </div>
      {sheetWanted ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            filters={filters}
            activeCount={active.length}
            countText={countText}
            onClear={onClear}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function SortControl<T extends string>({ sort, className }: { sort: GallerySort<T>; className?: string }) {
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <span aria-hidden className="hidden text-sm whitespace-nowrap text-muted sm:block">
        Sort by
      </span>
      <PlainSelect
        name="sort"
        value={sort.value}
        onChange={(event) => sort.onChange(event.target.value as T)}
        aria-label="Sort by"
        className="w-auto min-w-44"
      >
        {sort.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </PlainSelect>
    </div>
  );
}

function Chip({ children, onRemove, label }: { children: ReactNode; onRemove: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={label}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-accent-soft py-1 pr-2.5 pl-3.5 text-sm font-medium text-accent hover:bg-accent-soft/70"
    >
      {children}
      <X aria-hidden className="size-3.5" />
    </button>
  );
}

function ActiveFilterChips({
  search,
  filters,
  onClear,
}: Pick<GalleryToolbarProps<string>, 'search' | 'filters' | 'onClear'>) {
  if (!search.value && !filters.length) return null;
  return (
    <ul aria-label="Active filters" className="order-4 flex flex-wrap items-center gap-2 md:order-2">
      {search.value ? (
        <li>
          <Chip onRemove={() => search.onCommit(undefined)} label={`Remove search “${search.value}”`}>
            “{search.value}”
          </Chip>
        </li>
      ) : null}
      {filters.map((filter) => (
        <li key={filter.name}>
          <Chip
            onRemove={() => filter.onChange(undefined)}
            label={`Remove filter ${filter.label}: ${filterValueLabel(filter)}`}
          >
            {filterValueLabel(filter)}
          </Chip>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex min-h-9 items-center px-2 text-sm font-medium text-muted underline-offset-4 hover:text-ink hover:underline"
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}
