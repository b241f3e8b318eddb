import { Select as HeadlessSelect, type SelectProps } from '@headlessui/react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { controlStyles } from './input';

/** The native <select> (Headless UI Select), best on phones. Children are <option>s. */
export function NativeSelect({ className, children, ...props }: SelectProps & { className?: string }) {
  return (
    <div className="relative">
      <HeadlessSelect
        className={clsx(controlStyles, 'min-h-11 appearance-none py-2 pr-10', className)}
        {...props}
      >
        {children}
      </HeadlessSelect>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
