import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import { Skeleton } from '@/components/ui/skeleton';
import type { VirtualJustifiedGrid as VirtualGrid } from './virtual-justified-grid';

// Only long lists need it, so it (and @tanstack/react-virtual) is not part of the first load.
const VirtualJustifiedGrid = lazy(() =>
  import('./virtual-justified-grid').then((module) => ({ default: module.VirtualJustifiedGrid })),
) as unknown as typeof VirtualGrid; // lazy() drops the component's type parameter

/** Past this many tiles only the rows near the screen stay in the DOM (four pages of 24). */
export const VIRTUALIZE_AFTER = 96;

/** Row height per breakpoint (`--row`) and gaps, shared by the grid and its skeleton. */
const rows =
  'flex flex-wrap gap-x-4 gap-y-8 [--row:11rem] sm:gap-x-6 sm:[--row:14rem] lg:[--row:16rem] ' +
  "after:grow-[100000000] after:content-['']";

/**
 * Grow in proportion to the ratio, scaled by 100: a line whose grow factors add up to less than 1
 * would only take that fraction of its free space (a lone portrait tile would not fill its row).
 */
function tileStyle(ratio: number): CSSProperties {
  return { flexGrow: ratio * 100, flexBasis: `calc(var(--row) * ${ratio})` };
}

export interface JustifiedGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** Width / height of the item's image box (see `tileRatio`). */
  getRatio: (item: T) => number;
  /** Renders one tile; give its image box the same ratio. */
  children: (item: T, index: number) => ReactNode;
  label: string;
  className?: string;
}

/**
 * Justified rows: every tile keeps its image's aspect ratio and all tiles of a row share one
 * height, while reading order stays left to right (so sorted results read in order). Pure CSS:
 * each tile grows in proportion to its ratio from a basis of `ratio x row height`; a spacer
 * keeps the last row from stretching.
 */
export function JustifiedGrid<T>({
  items,
  getKey,
  getRatio,
  children,
  label,
  className,
}: JustifiedGridProps<T>) {
  const plain = (
    <ul aria-label={label} className={clsx(rows, className)}>
      {items.map((item, index) => {
        const ratio = getRatio(item);
        const style: CSSProperties = tileStyle(ratio);
        return (
          <li key={getKey(item)} style={style} className="min-w-0">
            {children(item, index)}
          </li>
        );
      })}
    </ul>
  );
  if (items.length <= VIRTUALIZE_AFTER) return plain;
  // Until the virtualiser's chunk arrives, every tile shows as before.
  return (
    <Suspense fallback={plain}>
      <VirtualJustifiedGrid
        items={items}
        getKey={getKey}
        getRatio={getRatio}
        label={label}
        gridClassName={clsx(rows, className)}
        tileStyle={tileStyle}
      >
        {children}
      </VirtualJustifiedGrid>
    </Suspense>
  );
}

const SKELETON_RATIOS = [0.8, 1.333, 1, 0.75, 1.333, 0.8, 1, 1.333, 0.75];

/** Loading placeholder in the final layout: tiles of mixed shapes with title and price lines. */
export function JustifiedGridSkeleton({ count = SKELETON_RATIOS.length }: { count?: number }) {
  return (
    <div aria-hidden className={rows}>
      {Array.from({ length: count }, (_, i) => {
        const ratio = SKELETON_RATIOS[i % SKELETON_RATIOS.length]!;
        return (
          <div key={i} style={tileStyle(ratio)} className="min-w-0">
            <div style={{ aspectRatio: ratio }}>
              <Skeleton className="size-full rounded-(--radius-card)" />
            </div>
            <Skeleton className="mt-3 h-5 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </div>
        );
      })}
    </div>
  );
}
