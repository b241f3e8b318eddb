import {
  Tab as HeadlessTab,
  TabGroup,
  TabList as HeadlessTabList,
  TabPanel,
  TabPanels,
  type TabProps,
} from '@headlessui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';

/** Tabs (Headless UI): <Tabs><TabList><Tab>Sent by Me</Tab>…</TabList><TabPanels><TabPanel>…</TabPanel></TabPanels></Tabs>. */
export { TabGroup as Tabs, TabPanels, TabPanel };

/** How far a faded edge reaches into a tab strip that has more tabs beyond it. */
const FADE = '2.5rem';
const FADES = {
  none: undefined,
  after: `linear-gradient(to right, black calc(100% - ${FADE}), transparent)`,
  before: `linear-gradient(to left, black calc(100% - ${FADE}), transparent)`,
  both: `linear-gradient(to right, transparent, black ${FADE}, black calc(100% - ${FADE}), transparent)`,
} as const;
type More = keyof typeof FADES;

export function TabList({ children, className }: { children: ReactNode; className?: string }) {
  const [ref, more] = useMoreBeyondEdges();
  return (
    <HeadlessTabList
      ref={ref}
      data-more={more === 'none' ? undefined : more}
      style={{ maskImage: FADES[more] }}
      className={clsx('flex gap-1 overflow-x-auto border-b border-line', className)}
    >
      {children}
    </HeadlessTabList>
  );
}

/**
 * Which sides of a sideways-scrolling strip have more beyond them: the strip fades out on that
 * side, so a phone user sees that the dashboard has tabs past 'Requests'.
 */
function useMoreBeyondEdges() {
  const ref = useRef<HTMLDivElement>(null);
  const [side, setSide] = useState<More>('none');
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setSide(before && after ? 'both' : before ? 'before' : after ? 'after' : 'none');
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, []);
  return [ref, side] as const;
}

export function Tab({ className, children, ...props }: TabProps & { className?: string }) {
  return (
    <HeadlessTab
      className={clsx(
        '-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-medium text-muted transition-colors',
        'hover:text-ink data-selected:border-accent data-selected:text-ink focus:outline-none data-focus:outline-2 data-focus:outline-accent',
        className,
      )}
      {...props}
    >
      {(bag) => (
        <>
          <SelectedInView selected={bag.selected} />
          {typeof children === 'function' ? children(bag) : children}
        </>
      )}
    </HeadlessTab>
  );
}

/**
 * A tab list wider than the screen scrolls sideways (the artist dashboard's seven tabs on a phone):
 * the selected tab is scrolled into the list's view, so a page opened on `?tab=sales` shows which
 * tab it is on. Only the list scrolls, never the page. An empty marker inside the tab finds it.
 */
function SelectedInView({ selected }: { selected: boolean }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const tab = marker.current?.parentElement;
    const list = tab?.parentElement;
    if (!selected || !tab || !list || list.scrollWidth <= list.clientWidth) return;
    const shown = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    const margin = 24; // a glimpse of the tab beyond it, so the list reads as scrollable
    if (box.left < shown.left) list.scrollLeft -= shown.left - box.left + margin;
    else if (box.right > shown.right) list.scrollLeft += box.right - shown.right + margin;
  }, [selected]);
  return <span ref={marker} aria-hidden hidden />;
}
