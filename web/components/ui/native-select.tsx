import { Select as HeadlessSelect, type SelectProps } from '@headlessui/react';
import clsx from 'clsx';
import { controlStyles } from './control-styles';
import { SelectChevron, selectStyles } from './plain-select';

/**
 * The native <select> as a Headless UI control, best on phones: inside a `Field` it takes the
 * label, description and `invalid` state. Children are <option>s. (`PlainSelect` is the same
 * picker without Headless UI.)
 */
export function NativeSelect({ className, children, ...props }: SelectProps & { className?: string }) {
  return (
    <div className="relative">
      <HeadlessSelect className={clsx(controlStyles, selectStyles, className)} {...props}>
        {children}
      </HeadlessSelect>
      <SelectChevron />
    </div>
  );
}
