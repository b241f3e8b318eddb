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
  const [ref, more] = useSideways();
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
 * A tab strip wider than the screen scrolls sideways (the artist dashboard's seven tabs on a phone):
 * the selected tab is scrolled into the strip whenever the selection changes (`aria-selected`, set by
 * Headless UI), so a page opened on `?tab=sales` shows which tab it is on; only the strip scrolls,
 * never the page. And the strip fades out on a side with more beyond it, so a phone user sees there
 * are tabs past 'Requests'.
 */
function useSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [side, setSide] = useState<More>('none');
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const fade = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setSide(before && after ? 'both' : before ? 'before' : after ? 'after' : 'none');
    };
    const showSelected = () => {
      const tab = list.querySelector(':scope > [aria-selected="true"]');
      if (!tab || list.scrollWidth <= list.clientWidth) return;
      const shown = list.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      const margin = 24; // a glimpse of the tab beyond it, so the strip reads as scrollable
      if (box.left < shown.left) list.scrollLeft -= shown.left - box.left + margin;
      else if (box.right > shown.right) list.scrollLeft += box.right - shown.right + margin;
    };
    showSelected();
    fade();
    list.addEventListener('scroll', fade, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fade);
    resized?.observe(list);
    const selected = new MutationObserver(showSelected);
    selected.observe(list, { subtree: true, attributeFilter: ['aria-selected'] });
    return () => {
      list.removeEventListener('scroll', fade);
      resized?.disconnect();
      selected.disconnect();
    };
  }, []);
  return [ref, side] as const;
}

export function Tab({ className, ...props }: TabProps & { className?: string }) {
  return (
    <HeadlessTab
      className={clsx(
        '-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-medium text-muted transition-colors',
        'hover:text-ink data-selected:border-accent data-selected:text-ink focus:outline-none data-focus:outline-2 data-focus:outline-accent',
        className,
      )}
      {...props}
    />
  );
}
