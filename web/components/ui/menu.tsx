import type { ReactNode } from 'react';
import {
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
  MenuSeparator,
  type MenuButtonProps,
} from '@headlessui/react';
import clsx from 'clsx';

/**
 * Dropdown menu building blocks (Headless UI Menu). Compose:
 *   <Menu><DropdownButton>…</DropdownButton><DropdownItems><MenuItem><Link className={menuItemStyles}…/></MenuItem></DropdownItems></Menu>
 */
export { Menu, MenuItem };

export function DropdownButton({ className, ...props }: MenuButtonProps & { className?: string }) {
  return (
    <MenuButton
      className={clsx(
        'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink hover:bg-subtle data-open:bg-subtle',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownItems({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <MenuItems
      anchor={{ to: 'bottom end', gap: 8 }}
      transition
      modal={false}
      className={clsx(
        'z-50 min-w-56 rounded-2xl border border-line bg-surface p-1.5 shadow-lift focus:outline-none',
        'origin-top-right transition duration-100 ease-out data-closed:scale-95 data-closed:opacity-0',
        className,
      )}
    >
      {children}
    </MenuItems>
  );
}

/** Classes for a menu item's element (a Link or a button). Headless UI sets data-focus on the active one. */
export const menuItemStyles =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm text-ink data-focus:bg-subtle [&_svg]:size-4 [&_svg]:text-muted';

export function DropdownSeparator() {
  return <MenuSeparator className="my-1.5 h-px bg-line" />;
}
