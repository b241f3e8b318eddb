import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { packRows } from '@/features/gallery/justified';

/** Below each image: title and price lines (a first guess; each row is measured once rendered). */
const CAPTION_ESTIMATE_PX = 64;
/** Rows kept in the DOM above and below the screen. */
const OVERSCAN_ROWS = 3;

/** Row measurements of a list already seen, so Back finds the page as tall as it left it. */
const measured = new Map<string, VirtualItem[]>();

export interface VirtualJustifiedGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  getRatio: (item: T) => number;
  children: (item: T, index: number) => ReactNode;
  label: string;
  /** Classes of the grid (sets `--row` and the gaps, see justified-grid.tsx). */
  gridClassName: string;
  tileStyle: (ratio: number) => CSSProperties;
}

interface Metrics {
  width: number;
  rowHeight: number;
  columnGap: number;
  rowGap: number;
}

function readMetrics(el: HTMLElement): Metrics {
  const style = getComputedStyle(el);
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const row = style.getPropertyValue('--row').trim();
  const rowHeight = row.endsWith('rem') ? parseFloat(row) * rem : parseFloat(row) || 16 * rem;
  return {
    width: el.clientWidth,
    rowHeight,
    columnGap: parseFloat(style.columnGap) || 0,
    rowGap: parseFloat(style.rowGap) || 0,
  };
}

/**
 * The justified grid for long lists: the same rows (packed in JS as flex-wrap would), but only the
 * rows near the screen are in the DOM; the others are space. The list keeps its role and name,
 * each row is presentational and each tile a list item.
 */
export function VirtualJustifiedGrid<T>({
  items,
  getKey,
  getRatio,
  children,
  label,
  gridClassName,
  tileStyle,
}: VirtualJustifiedGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [metrics, setMetrics] = useState<Metrics | null>(null);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      setMetrics(readMetrics(el));
      setOffset(el.getBoundingClientRect().top + window.scrollY);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const ratios = useMemo(() => items.map(getRatio), [items, getRatio]);
  const rows = useMemo(
    () => (metrics ? packRows(ratios, metrics.width, metrics.rowHeight, metrics.columnGap) : []),
    [ratios, metrics],
  );
  const cacheKey = `${label}:${metrics?.width ?? 0}`;

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => {
      const row = rows[index] ?? [];
      if (!metrics || row.length === 0) return 300;
      const ratioSum = row.reduce((sum, i) => sum + (ratios[i] ?? 1), 0);
      const last = index === rows.length - 1;
      const free = metrics.width - metrics.columnGap * (row.length - 1);
      const imageHeight = last ? metrics.rowHeight : Math.max(metrics.rowHeight, free / ratioSum);
      return imageHeight + CAPTION_ESTIMATE_PX;
    },
    gap: metrics?.rowGap ?? 0,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
    initialMeasurementsCache: measured.get(cacheKey),
    getItemKey: (index) => getKey(items[rows[index]?.[0] ?? 0]!),
  });

  useEffect(() => () => void measured.set(cacheKey, virtualizer.measurementsCache), [cacheKey, virtualizer]);

  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      className={clsx(gridClassName, 'relative block!')}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((virtualRow) => {
        const row = rows[virtualRow.index] ?? [];
        const last = virtualRow.index === rows.length - 1;
        return (
          <div
            key={virtualRow.key}
            role="none"
            data-index={virtualRow.index}
            ref={virtualizer.measureElement}
            className={clsx(gridClassName, 'absolute inset-x-0 top-0 flex-nowrap!', !last && 'after:hidden')}
            style={{ transform: `translateY(${virtualRow.start - virtualizer.options.scrollMargin}px)` }}
          >
            {row.map((index) => {
              const item = items[index]!;
              return (
                <div
                  key={getKey(item)}
                  role="listitem"
                  style={tileStyle(ratios[index] ?? 1)}
                  className="min-w-0"
                >
                  {children(item, index)}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
