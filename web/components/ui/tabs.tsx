import {
  Tab as HeadlessTab,
  TabGroup,
  TabList as HeadlessTabList,
  TabPanel,
  TabPanels,
  type TabProps,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import clsx from 'clsx';

/** Tabs (Headless UI): <Tabs><TabList><Tab>Sent by Me</Tab>…</TabList><TabPanels><TabPanel>…</TabPanel></TabPanels></Tabs>. */
export { TabGroup as Tabs, TabPanels, TabPanel };

export function TabList({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <HeadlessTabList className={clsx('flex gap-1 overflow-x-auto border-b border-line', className)}>
      {children}
    </HeadlessTabList>
  );
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
